/**
 * The same branches from node:test: queue the simulators' next outcomes
 * with fetch, then drive the shop. (`void`: node:test's test() returns a
 * promise that the runner itself awaits.)
 * Run: node --import tsx --test examples/outcomes/node-test/outcomes.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
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

/** POST /_sim/outcomes {"queue": [...]}. */
async function queue(url: string, names: string[], auth: Record<string, string> = {}): Promise<void> {
  const r = await fetch(`${url}/_sim/outcomes`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ queue: names }),
  });
  assert.equal(r.status, 200, await r.text());
}

before(async () => {
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

after(async () => {
  await terminal.stop();
  await gateway.stop();
});

void test('a declined sale reaches the shop as declined', async () => {
  await queue(terminal.url, ['declined'], terminalAuth);
  assert.equal(await shop.payAtTerminal(1250), 'declined');
});

void test('an empty paper roll reaches the shop', async () => {
  await queue(terminal.url, ['out-of-paper'], terminalAuth);
  assert.equal(await shop.printReceipt(['Thank you']), 'out-of-paper');
  assert.equal(await shop.printReceipt(['Thank you']), 'printed');
});

void test('a shopper not authenticated by 3-D Secure does not pay', async () => {
  await queue(gateway.url, ['3ds-not-authenticated']);
  const actionUrl = await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  const page = await fetch(actionUrl, { redirect: 'manual' });
  assert.equal(page.status, 303);
  assert.equal(await shop.onReturn(page.headers.get('location') ?? ''), 'not-paid');
});
