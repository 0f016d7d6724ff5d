/**
 * Each fault switch breaks its rule (and the rule holds with the switch
 * off): a probe per fault returns true when the violation is visible.
 */
import { isDeepStrictEqual } from 'node:util';
import { test, expect } from '@playwright/test';
import { printOnFreshPaper, type PrinterInstruction } from '../../lib/judging/printer/index.js';
import { findTestCard } from '../../lib/targets/terminal/testCards.js';
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
const text = (t: string, y: number): PrinterInstruction => ({
  command: 'text',
  text: t,
  x: 0,
  y,
  font_size: 10,
});

async function refund(s: Sim): Promise<Record<string, unknown>> {
  const t = txn(await s.post('/api/v2/transactions/refund.json', { amount: 300 }));
  await s.post('/_sim/present', { card: 'mastercard-mchip-contactless' });
  await s.finish();
  return txn(await s.get(`/api/v2/transactions/${encodeURIComponent(String(t.id))}.json`));
}
async function settings(s: Sim): Promise<Record<string, Record<string, unknown>>> {
  return (
    (await s.get('/api/v2/settings.json')).body as { settings: Record<string, Record<string, unknown>> }
  ).settings;
}
const receipt = (s: Sim, id: unknown, kind: string) =>
  s.get(`/api/v2/transactions/${encodeURIComponent(String(id))}/receipts/${kind}.json`);
/** Prints the list on the fresh simulator's paper; true when the paper is not the model's. */
async function paperDiffers(s: Sim, list: PrinterInstruction[]): Promise<boolean> {
  const r = await s.post('/api/v2/print.json', { instructions: list });
  if (r.status !== 200) throw new Error(`print answered ${r.status}`);
  const roll = ((await s.get('/_sim/paper')).body as { roll: unknown }).roll;
  return !isDeepStrictEqual(roll, printOnFreshPaper(list));
}

const probes: Record<FaultName, (s: Sim) => Promise<boolean>> = {
  'wrong-total': async (s) => {
    const t = await sale(s);
    return t.total_amount !== Number(t.amount) + Number(t.tip_amount) + Number(t.amount_other);
  },
  'unmasked-pan': async (s) =>
    (await sale(s)).account_number === findTestCard('mastercard-swipe-signature')?.pan,
  'unmasked-track2': async (s) => !((await sale(s)).card_details as { track2: string }).track2.includes('*'),
  'stan-decreasing': async (s) => Number((await sale(s)).stan) > Number((await sale(s)).stan),
  'stan-frozen': async (s) => (await sale(s)).stan === (await sale(s)).stan,
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
  'screen-idle-while-processing': async (s) => {
    await s.post('/api/v2/transactions/sale.json', { amount: 400 });
    await s.post('/_sim/present', { card: 'mastercard-chip-offline-pin' });
    const path = ((await s.get('/api/v2/screens/current.json')).body as { scene: { path: string } }).scene
      .path;
    return (
      (await s.get('/api/v2/transactions/current.json')).status === 200 && path === 'app.views.layouts.idle'
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
  'client-id-refused': async (s) =>
    (await s.post('/api/v2/transactions/sale.json', { amount: 1, id: 'mine' })).status === 400,
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
  'ping-under-v1': async (s) =>
    (await anon(s, '/api/v2/ping.json')).status === 404 &&
    (await anon(s, '/api/v1/ping.json')).status === 200,
  'http-enabled-false': async (s) =>
    ((await settings(s)).webserver?.http as { enabled: unknown }).enabled === false,
  'device-missing-serial': async (s) =>
    !('serial_number' in ((await s.get('/api/v2/device.json')).body as { device: object }).device),
  'settings-without-success': async (s) =>
    !('success' in ((await s.get('/api/v2/settings.json')).body as object)),
  'primary-module-case-mismatch': async (s) => {
    const st = await settings(s);
    return st[String(st.host?.module)] === undefined;
  },
  'host-module-port-string': async (s) => typeof (await settings(s)).acquirer_a?.port === 'string',
  'default-receipt-missing': async (s) => (await settings(s)).receipt === undefined,
  'webserver-port-string': async (s) =>
    typeof ((await settings(s)).webserver?.http as { port: unknown }).port === 'string',
  'webserver-port-other': async (s) =>
    ((await settings(s)).webserver?.http as { port: unknown }).port !== Number(new URL(s.sim.url).port),
  'wrong-password-accepted': async (s) =>
    (
      await s.call('GET', '/api/v2/device.json', undefined, {
        authorization: `Basic ${Buffer.from('paycert:wrong').toString('base64')}`,
      })
    ).status === 200,
  'summary-missing-started-at': async (s) => {
    await sale(s);
    const list = ((await s.get('/api/v2/transactions.json')).body as { transactions: object[] }).transactions;
    return !('started_at' in (list[0] ?? {}));
  },
  'summary-without-host': async (s) => {
    await sale(s);
    const list = ((await s.get('/api/v2/transactions.json')).body as { transactions: object[] }).transactions;
    return !('host' in (list[0] ?? {}));
  },
  'summary-amount-in-major-units': async (s) => {
    await sale(s);
    const list = ((await s.get('/api/v2/transactions.json')).body as { transactions: { amount: unknown }[] })
      .transactions;
    return list[0]?.amount !== 400;
  },
  'get-by-id-off-by-one': async (s) => {
    await sale(s);
    const t = txn(await s.post('/api/v2/transactions/sale.json', { amount: 5 }));
    await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
    await s.finish();
    return txn(await s.get(`/api/v2/transactions/${String(t.id)}.json`)).id !== t.id;
  },
  'current-404-while-active': async (s) => {
    await s.post('/api/v2/transactions/sale.json', { amount: 1 });
    return (await s.get('/api/v2/transactions/current.json')).status === 404;
  },
  'start-returns-no-transaction': async (s) =>
    !('transaction' in ((await s.post('/api/v2/transactions/sale.json', { amount: 1 })).body as object)),
  'refund-type-refused': async (s) =>
    (await s.post('/api/v2/transactions/refund.json', { amount: 1 })).status === 404,
  'duplicate-generated-ids': async (s) => (await sale(s)).id === (await sale(s)).id,
  'message-number-string': async (s) => typeof (await sale(s)).message_number === 'string',
  'times-in-milliseconds': async (s) => Number((await sale(s)).started_at) > 1e10,
  'finished-without-host': async (s) => !('host' in (await sale(s))),
  'host-display-name': async (s) => (await settings(s))[String((await sale(s)).host)] === undefined,
  'entry-flags-stale': async (s) =>
    (await sale(s, { amount: 400 }, 'mastercard-chip-offline-pin')).is_contactless === true,
  'cvm-flags-crossed': async (s) =>
    (await sale(s, { amount: 400 }, 'mastercard-chip-offline-pin')).is_online_pin === true,
  'ended-at-local-time': async (s) => {
    const t = await sale(s);
    return Number(t.ended_at) < Number(t.started_at);
  },
  'online-result-response-code': async (s) => (await sale(s)).online_result === '00',
  'refund-type-credit': async (s) => (await refund(s)).type === 'credit',
  'scheme-brand-name': async (s) =>
    ((await sale(s)).card_details as { scheme: string }).scheme === 'MASTERCARD',
  'tags-on-magstripe': async (s) => (await sale(s)).tags !== null,
  'input-source-magstripe': async (s) => (await sale(s)).input_source === 'magstripe',
  'cvm-mode-pin': async (s) =>
    (await sale(s, { amount: 400 }, 'mastercard-chip-offline-pin')).cvm_mode === 'pin',
  'services-undecoded': async (s) =>
    /^\d$/.test(String(((await sale(s)).services as { interchange_rules: unknown }).interchange_rules)),
  'online-decision-online': async (s) => (await sale(s)).terminal_online_decision === 'online',
  'card-expiry-mm-yy': async (s) => String((await sale(s)).card_expiry).includes('/'),
  'pin-block-on-offline-pin': async (s) =>
    (await sale(s, { amount: 400 }, 'mastercard-chip-offline-pin')).pin_block !== null,
  'deferred-attempts-zero': async (s) => (await sale(s)).num_deferred_auth_attempts === 0,
  'screen-without-text': async (s) =>
    !('text' in ((await s.get('/api/v2/screens/current.json')).body as { scene: object }).scene),
  'print-refuses-text-styles': async (s) =>
    (await s.post('/api/v2/print.json', { instructions: [{ ...textAt(0), underline: true }] })).status !==
    200,
  'merchant-receipt-missing-for-reversal': async (s) => {
    await sale(s);
    const r = txn(await s.post('/api/v2/transactions/reversal.json', {}));
    await s.finish();
    return (await receipt(s, r.id, 'merchant')).status === 404;
  },
  'merchant-receipt-missing-unless-approved': async (s) =>
    (await receipt(s, (await sale(s, { amount: 400 }, 'amex-swipe-declined')).id, 'merchant')).status === 404,
  'reconciliation-receipt-title-differs': async (s) => {
    const r = txn(await s.post('/api/v2/transactions/reconciliation.json'));
    await s.finish();
    return (await receipt(s, r.id, 'merchant')).text !== (await receipt(s, r.id, 'reconciliation')).text;
  },
  'receipt-not-an-array': async (s) =>
    !Array.isArray(((await receipt(s, (await sale(s)).id, 'merchant')).body as { receipt: unknown }).receipt),
  'receipt-from-primary-module': async (s) => {
    const t = await sale(s, { amount: 400 }, 'amex-emv-chip-online-pin');
    return !(await receipt(s, t.id, 'merchant')).text.includes('AMEX MERCHANT');
  },
  'cardholder-receipt-missing-for-refund': async (s) =>
    (await receipt(s, (await refund(s)).id, 'cardholder')).status === 404,
  'text-y-string-accepted': async (s) =>
    (
      await s.post('/api/v2/print.json', {
        instructions: [{ command: 'text', text: 'x', x: 0, y: '0', font_size: 20 }],
      })
    ).status === 200,
  'scroll-does-not-flush': (s) =>
    paperDiffers(s, [text('above', 10), { command: 'scroll', amount: 80 }, text('below', 0)]),
  'scroll-y-not-reset': (s) =>
    paperDiffers(s, [text('a', 50), { command: 'scroll', amount: 10 }, text('b', 5)]),
  'flush-ignored': (s) => paperDiffers(s, [text('late', 40), { command: 'flush' }, text('early', 0)]),
  'default-family-courier': (s) => paperDiffers(s, [text('plain', 0)]),
  'instructions-reversed': (s) =>
    paperDiffers(s, [text('one', 0), { command: 'scroll', amount: 20 }, text('two', 0)]),
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
