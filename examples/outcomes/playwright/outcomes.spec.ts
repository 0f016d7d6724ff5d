/**
 * An application's own Playwright tests reaching its branches on demand:
 * each test queues the simulators' next outcome, then drives the shop.
 * Run: npx playwright test -c examples/outcomes/playwright
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../../simulators/gateway/index.js';
import { startTerminalSimulator, type RunningTerminalSimulator } from '../../../simulators/terminal/index.js';
import { Shop } from '../shop.js';

/** The terminal's API credentials (your test configuration's); its control API takes the same. */
const user = 'pos';
const password = 'pos-test-password';
const terminalAuth = { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
let terminal: RunningTerminalSimulator;
let gateway: RunningGatewaySimulator;
let shop: Shop;

/** POST /_sim/outcomes {"queue": [...]}: the simulator's next outcomes, in order. */
async function queue(
  request: APIRequestContext,
  url: string,
  names: string[],
  headers: Record<string, string> = {},
): Promise<void> {
  const r = await request.post(`${url}/_sim/outcomes`, { headers, data: { queue: names } });
  expect(r.status(), await r.text()).toBe(200);
}

test.beforeAll(async () => {
  // Free ports; the terminal's clock runs ten times faster, so a sale takes a fraction of a second.
  terminal = await startTerminalSimulator({ port: 0, clockSpeed: 10, username: user, password });
  gateway = await startGatewaySimulator({ port: 0 });
  shop = new Shop({
    terminalUrl: terminal.url,
    terminalUser: user,
    terminalPassword: password,
    gatewayUrl: gateway.url,
    configurationId: 'paycert-sim',
    apiKey: 'paycert-sim-key',
  });
});

test.afterAll(async () => {
  await terminal.stop();
  await gateway.stop();
});

test('a declined sale reaches the shop as declined', async ({ request }) => {
  await queue(request, terminal.url, ['declined', 'approved'], terminalAuth);
  expect(await shop.payAtTerminal(1250)).toBe('declined');
  expect(await shop.payAtTerminal(1250)).toBe('approved');
});

test('an empty paper roll reaches the shop, and the next print works', async ({ request }) => {
  await queue(request, terminal.url, ['out-of-paper'], terminalAuth);
  expect(await shop.printReceipt(['Thank you'])).toBe('out-of-paper');
  expect(await shop.printReceipt(['Thank you'])).toBe('printed');
});

test('a shopper not authenticated by 3-D Secure does not pay', async ({ request }) => {
  await queue(request, gateway.url, ['3ds-not-authenticated']);
  const actionUrl = await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  // The shopper's browser opens the action link; the queued outcome answers with the return redirect at once.
  const page = await request.get(actionUrl, { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(await shop.onReturn(page.headers().location ?? '')).toBe('not-paid');
});
