/**
 * One test suite, two ways, no switch: `startSimulators()` starts the
 * simulators in this process, or, under the gate, hands out the gate's
 * (reached through its recording proxy, which judges every exchange).
 *
 *   node --import tsx --test examples/gate/shop.test.ts                  (in-process)
 *   npx paycert proxy --terminal-clock-speed 10 -- \
 *     node --import tsx --test examples/gate/shop.test.ts                (the gate: exit = tests, then verdict)
 *
 * The options passed here apply in-process; under the gate its flags set the
 * simulators, so give it the same (here the clock speed).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSimulators, type Simulators } from 'paycert';
import { Shop, shopSettings } from '../outcomes/shop.js';

let sims: Simulators;
let shop: Shop;

before(async () => {
  sims = await startSimulators({ terminal: { clockSpeed: 10 } });
  shop = new Shop(shopSettings(sims));
});

after(async () => {
  await sims.stop();
});

void test('a sale is approved, the next one declined', async () => {
  await sims.terminal.outcomes.queue('approved', 'declined');
  assert.equal(await shop.payAtTerminal(1250), 'approved');
  assert.equal(await shop.payAtTerminal(1300), 'declined');
});

void test('the receipt prints', async () => {
  assert.equal(await shop.printReceipt(['Thank you']), 'printed');
});

void test('an online payment through 3-D Secure is paid', async () => {
  await sims.gateway.outcomes.queue('3ds-passed');
  const actionUrl = await shop.checkout('12.50', { number: '4000000000000002', cvc: '123' });
  const page = await fetch(actionUrl, { redirect: 'manual' });
  assert.equal(page.status, 303);
  assert.equal(await shop.onReturn(page.headers.get('location') ?? ''), 'paid');
});
