/**
 * An application's own Playwright tests reaching its branches on demand:
 * each test queues the simulators' next outcome, then drives the shop.
 * Run: npx playwright test -c examples/outcomes/playwright
 */
import { test, expect } from '@playwright/test';
import { startSimulators, type Simulators } from 'paycert';
import { Shop } from '../shop.js';

let sims: Simulators;
let shop: Shop;

test.beforeAll(async () => {
  // Free ports; the terminal's clock runs ten times faster, so a sale takes a fraction of a second.
  // The terminal's credentials are your test configuration's; its control API takes the same.
  sims = await startSimulators({
    terminal: { clockSpeed: 10, username: 'pos', password: 'pos-test-password' },
  });
  shop = new Shop({
    terminalUrl: sims.terminal.url,
    terminalUser: sims.terminal.username,
    terminalPassword: sims.terminal.password,
    gatewayUrl: sims.gateway.url,
    configurationId: sims.gateway.configurationId,
    apiKey: sims.gateway.apiKey,
  });
});

test.afterAll(async () => {
  await sims.stop();
});

test('a declined sale reaches the shop as declined', async () => {
  // POST /_sim/outcomes {"queue": [...]}: the simulator's next outcomes, in order.
  await sims.terminal.outcomes.queue('declined', 'approved');
  expect(await shop.payAtTerminal(1250)).toBe('declined');
  expect(await shop.payAtTerminal(1250)).toBe('approved');
});

test('an empty paper roll reaches the shop, and the next print works', async () => {
  await sims.terminal.outcomes.queue('out-of-paper');
  expect(await shop.printReceipt(['Thank you'])).toBe('out-of-paper');
  expect(await shop.printReceipt(['Thank you'])).toBe('printed');
});

test('a shopper not authenticated by 3-D Secure does not pay', async ({ request }) => {
  await sims.gateway.outcomes.queue('3ds-not-authenticated');
  const actionUrl = await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  // The shopper's browser opens the action link; the queued outcome answers with the return redirect at once.
  const page = await request.get(actionUrl, { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(await shop.onReturn(page.headers().location ?? '')).toBe('not-paid');
});
