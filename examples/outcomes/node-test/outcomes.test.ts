/**
 * The same branches from node:test: queue the simulators' next outcomes
 * with plain HTTP (as any test runner can, also against `paycert simulate`),
 * then drive the shop. (`void`: node:test's test() returns a promise that
 * the runner itself awaits.)
 * Run: node --import tsx --test examples/outcomes/node-test/outcomes.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSimulators, type Simulators } from 'paycert';
import { Shop } from '../shop.js';

let sims: Simulators;
let shop: Shop;

/** POST /_sim/outcomes {"queue": [...]}. */
async function queue(
  url: string,
  names: string[],
  auth: Readonly<Record<string, string>> = {},
): Promise<void> {
  const r = await fetch(`${url}/_sim/outcomes`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ queue: names }),
  });
  assert.equal(r.status, 200, await r.text());
}

before(async () => {
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

after(async () => {
  await sims.stop();
});

void test('a declined sale reaches the shop as declined', async () => {
  await queue(sims.terminal.url, ['declined'], sims.terminal.headers);
  assert.equal(await shop.payAtTerminal(1250), 'declined');
});

void test('an empty paper roll reaches the shop', async () => {
  await queue(sims.terminal.url, ['out-of-paper'], sims.terminal.headers);
  assert.equal(await shop.printReceipt(['Thank you']), 'out-of-paper');
  assert.equal(await shop.printReceipt(['Thank you']), 'printed');
});

void test('a shopper not authenticated by 3-D Secure does not pay', async () => {
  await queue(sims.gateway.url, ['3ds-not-authenticated']);
  const actionUrl = await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  const page = await fetch(actionUrl, { redirect: 'manual' });
  assert.equal(page.status, 303);
  assert.equal(await shop.onReturn(page.headers.get('location') ?? ''), 'not-paid');
});
