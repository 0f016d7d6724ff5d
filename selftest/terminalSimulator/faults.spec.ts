/**
 * Each fault switch breaks its rule (and the rule holds with the switch
 * off): a probe per fault returns true when the violation is visible.
 */
import { test, expect } from '@playwright/test';
import { findTestCard } from '../../lib/terminal/testCards.js';
import { faults, type FaultName } from '../../simulators/terminal/faults.js';
import { startSim, txn, type Sim } from './simHarness.js';

async function sale(
  s: Sim,
  body: Record<string, unknown> = { amount: 400 },
  card = 'mastercard-swipe-signature',
): Promise<Record<string, unknown>> {
  const t = txn(await s.post('/api/v2/transactions/sale.json', body));
  await s.post('/_sim/present', { card });
  await s.finish();
  return txn(await s.get(`/api/v2/transactions/${encodeURIComponent(String(t.id))}.json`));
}
const anon = (s: Sim, path: string) => s.call('GET', path, undefined, {});
const textAt = (y: number) => ({ command: 'text', text: 'x', x: 0, y, font_size: 10 });

const probes: Record<FaultName, (s: Sim) => Promise<boolean>> = {
  'wrong-total': async (s) => {
    const t = await sale(s);
    return t.total_amount !== Number(t.amount) + Number(t.tip_amount) + Number(t.amount_other);
  },
  'unmasked-pan': async (s) =>
    (await sale(s)).account_number === findTestCard('mastercard-swipe-signature')?.pan,
  'unmasked-track2': async (s) => !((await sale(s)).card_details as { track2: string }).track2.includes('*'),
  'stan-not-increasing': async (s) => (await sale(s)).stan === (await sale(s)).stan,
  'finished-without-result': async (s) => (await sale(s)).result === null,
  'active-after-end': async (s) => (await sale(s)).is_active === true,
  'timeout-default-wrong': async (s) =>
    txn(await s.post('/api/v2/transactions/sale.json', { amount: 1 })).timeout_ms !== 150000,
  'reversal-not-marked': async (s) => {
    const t = await sale(s);
    await s.post('/api/v2/transactions/reversal.json', {});
    await s.finish();
    return txn(await s.get(`/api/v2/transactions/${String(t.id)}.json`)).is_reversed === false;
  },
  'session-not-closed': async (s) => {
    const r = txn(await s.post('/api/v2/transactions/reconciliation.json'));
    await s.finish();
    return (
      txn(await s.post('/api/v2/transactions/sale.json', { amount: 1 })).session_number === r.session_number
    );
  },
  'screen-not-idle-after-end': async (s) => {
    await sale(s);
    return (
      ((await s.get('/api/v2/screens/current.json')).body as { scene: { path: string } }).scene.path !==
      'app.views.layouts.idle'
    );
  },
  'screen-idle-while-active': async (s) => {
    await s.post('/api/v2/transactions/sale.json', { amount: 1 });
    return (
      ((await s.get('/api/v2/screens/current.json')).body as { scene: { path: string } }).scene.path ===
      'app.views.layouts.idle'
    );
  },
  'current-200-when-idle': async (s) => {
    await s.post('/api/v2/transactions/sale.json', { amount: 400 });
    await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
    await s.advance(10_000); // far past the end of any flow
    return (await s.get('/api/v2/transactions/current.json')).status === 200;
  },
  'latest-not-newest': async (s) => {
    await sale(s);
    const b = await sale(s);
    return txn(await s.get('/api/v2/transactions/latest.json')).id !== b.id;
  },
  'list-missing-transaction': async (s) => {
    const t = await sale(s);
    return !(
      (await s.get('/api/v2/transactions.json')).body as { transactions: { id: string }[] }
    ).transactions.some((x) => x.id === t.id);
  },
  'client-id-ignored': async (s) =>
    txn(await s.post('/api/v2/transactions/sale.json', { amount: 1, id: 'mine' })).id !== 'mine',
  'wrong-type-echo': async (s) =>
    txn(await s.post('/api/v2/transactions/refund.json', { amount: 1 })).type !== 'refund',
  'ping-requires-auth': async (s) => (await anon(s, '/api/v2/ping.json')).status !== 200,
  'no-auth-required': async (s) => (await anon(s, '/api/v2/device.json')).status === 200,
  'negative-y-accepted': async (s) =>
    (await s.post('/api/v2/print.json', { instructions: [textAt(-5)] })).status === 200,
  'unknown-command-accepted': async (s) =>
    (await s.post('/api/v2/print.json', { instructions: [{ command: 'image' }] })).status === 200,
  'paper-order-by-list': async (s) => {
    await s.post('/api/v2/print.json', {
      instructions: [
        { ...textAt(20), text: 'b' },
        { ...textAt(0), text: 'a' },
      ],
    });
    return ((await s.get('/_sim/paper')).body as { lines: string[] }).lines[0] === 'b';
  },
  'printer-absent-200': async (s) => {
    await s.post('/_sim/config', { printer: 'absent' });
    return (await s.post('/api/v2/print.json', { instructions: [textAt(0)] })).status === 200;
  },
  'cardholder-receipt-for-reconciliation': async (s) => {
    const r = txn(await s.post('/api/v2/transactions/reconciliation.json'));
    return (await s.get(`/api/v2/transactions/${String(r.id)}/receipts/cardholder.json`)).status === 200;
  },
  'reconciliation-receipt-for-sale': async (s) =>
    (await s.get(`/api/v2/transactions/${String((await sale(s)).id)}/receipts/reconciliation.json`))
      .status === 200,
  'receipt-not-printable': async (s) => {
    const r = (await s.get(`/api/v2/transactions/${String((await sale(s)).id)}/receipts/merchant.json`))
      .body as { receipt: unknown[] };
    return (await s.post('/api/v2/print.json', { instructions: r.receipt })).status !== 200;
  },
  'no-success-field': async (s) =>
    !('success' in ((await s.get('/api/v2/transactions/nope.json')).body as object)),
};

for (const f of faults) {
  test(`fault ${f.name} breaks ${f.breaks}, and only with the switch on`, async () => {
    const probe = probes[f.name];
    const clean = await startSim();
    const broken = await startSim({ faults: [f.name] });
    try {
      expect(await probe(clean), 'rule holds without the fault').toBe(false);
      expect(await probe(broken), 'rule broken with the fault').toBe(true);
    } finally {
      await clean.stop();
      await broken.stop();
    }
  });
}
