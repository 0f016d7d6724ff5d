/**
 * Made-up conformance cases with known outcomes, run by reportOutputs.spec.ts.
 * Secrets come from the environment or are assembled at run time, never
 * written in this source (traces carry test sources).
 */
import { conformanceTest as test } from '../../../fixtures/conformance.js';
import { Deviation } from '../../../lib/judging/checks/deviation.js';

const pan = ['4111', '1111', '1111', '1111'].join('');
const password = process.env.PAYCERT_SAMPLE_PASSWORD ?? 'none';

test.beforeEach(({ findings }) => {
  findings.recordTarget({
    kind: 'terminal',
    host: '127.0.0.1:8080',
    device: { manufacturer: 'Acme', family: 'T2', serial_number: 'SN-1' },
    settingsSha256: 'ab'.repeat(32),
    simulator: true,
  });
});

test('ping answers', { tag: ['@TM-PING-1'] }, async ({ verify, findings }) => {
  await verify('TM-PING-1', () => undefined);
  findings.observe('terminal/transaction-response', 'finished', {
    success: true,
    transaction: {
      id: 'x',
      type: 'sale',
      result: 'approved',
      amount: 5,
      account_number: pan,
      vendor_extra: 1,
    },
  });
  findings.observe('terminal/screen', 'idle', {
    success: true,
    scene: { path: 'app.views.layouts.idle', text: '' },
  });
  findings.observe('terminal/receipt-response', 'merchant', {
    success: true,
    receipt: [{ command: 'text', text: `CARD ${pan}`, x: 0, y: 0, font_size: 20 }, { command: 'flush' }],
  });
});

test(
  'cardholder receipt of a reconciliation is refused',
  { tag: ['@TM-RCPT-2'] },
  async ({ verify, findings }) => {
    await findings.attachRedacted('request', { cardNumber: pan, password, note: `pw ${password}` });
    await verify('TM-RCPT-2', () => {
      throw new Deviation(`got 200 for card ${pan} with password ${password}`, {
        request: 'GET /api/v2/transactions/1/receipt.json?type=cardholder',
        status: 200,
        field: 'receipt',
        expected: 'a refusal',
        actual: `CARD ${pan}`,
      });
    });
  },
);

test('settings keys beyond the spec', { tag: ['@TM-SET-6'] }, async ({ verify }) => {
  await verify('TM-SET-6', () => {
    throw new Deviation('extra key settings.vendor');
  });
});

test('device information', { tag: ['@TM-DEV-1'] }, () => {
  test.skip(true, 'needs a real device');
});

test('a test this target cannot run', { tag: ['@TM-SCR-2', '@TM-SCR-3'] }, ({ verify }) => {
  verify.skipTest('needs a screen this target does not show');
});

test('receipt printed', ({ verify }) => {
  verify.review('TM-SET-4', 'a person must compare the printed header');
});

test('a refused start stops the test', { tag: ['@TM-START-1', '@TM-GET-3'] }, async ({ verify }) => {
  await verify.precondition(
    'TM-START-1',
    () => {
      throw new Deviation('the start answered 400');
    },
    'the start was refused',
  );
  await verify('TM-GET-3', () => undefined); // never reached
});

test('the target stops answering', { tag: ['@TM-LIST-1', '@TM-LIST-2'] }, async ({ verify }) => {
  await verify('TM-LIST-1', () => {
    throw new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
    });
  });
  await verify('TM-LIST-2', () => undefined); // never reached
});
