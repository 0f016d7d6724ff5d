/**
 * The `field` personality (simulators/terminal/personality/): every entry
 * cites a sentence of the spec, and each choice shows on the answers while
 * the reference personality stays as it was.
 */
import { test, expect } from '@playwright/test';
import { fieldVariations } from '../../simulators/terminal/personality/field/index.js';
import { fieldReceipt } from '../../simulators/terminal/personality/field/receipts.js';
import { parsePersonality } from '../../simulators/terminal/personality/personalities.js';
import { validateInstructions } from '../../lib/judging/printer/validateInstructions.js';
import type { PrinterInstruction } from '../../lib/judging/printer/printerInstruction.js';
import { readSpec } from '../spec/specText.js';
import { startSim, txn, type Json, type Sim } from './simHarness.js';

const CURRENT = '/api/v2/transactions/current.json';

/** Advances until nothing is active (current.json answers an error), bounded. */
async function finish(s: Sim): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await s.get(CURRENT)).status >= 400) return;
    await s.advance(250);
  }
  throw new Error('still active');
}

test('every field entry has a name, a change and a spec sentence found verbatim in the spec', () => {
  const spec = readSpec().replace(/\s+/g, ' ');
  const names = new Set<string>();
  for (const v of fieldVariations) {
    expect(names.has(v.name), v.name).toBe(false);
    names.add(v.name);
    expect(v.change.length, v.name).toBeGreaterThan(10);
    // "…" marks an elision: each part must be in the spec as written.
    for (const part of v.allowedBy.split('…').map((p) => p.replace(/\(No other rule[^)]*\)/, '').trim()))
      if (part !== '') expect(spec.includes(part), `${v.name}: "${part}"`).toBe(true);
  }
});

test('personality names: reference by default, field on request, anything else refused', () => {
  expect(parsePersonality(undefined, 'X')).toBe('reference');
  expect(parsePersonality('field', 'X')).toBe('field');
  expect(() => parsePersonality('fieldish', '--personality')).toThrow(/--personality: unknown personality/);
});

test('field: refusals, not-shown errors, the bare list and whole-second summaries', async () => {
  const s = await startSim({ personality: 'field' });
  try {
    const refused = await s.call('GET', '/api/v2/device.json', undefined, {});
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(refused.headers.get('www-authenticate')).toBeNull();
    expect(refused.headers.get('connection')).toBe('close');
    const idle = await s.get(CURRENT);
    expect(idle.status).toBe(400);
    expect((idle.body as Json).success).toBe(false);
    const unknown = await s.get('/api/v2/transactions/nope.json');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, error_code: 'TXN_NOT_FOUND' });
    // A path the API does not have is the web server's: an HTML 404, for a start of an unlisted type too.
    for (const [method, path] of [
      ['POST', '/api/v2/transactions/teleport.json'],
      ['GET', '/api/v2/unknown.json'],
    ] as const) {
      const page = await s.call(method, path, method === 'POST' ? { amount: 1 } : undefined);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
    // A listed type refused for its body stays the API's JSON answer.
    const bad = await s.post('/api/v2/transactions/sale.json', { amount: 'ten' });
    expect((bad.body as Json).success).toBe(false);

    const started = txn(await s.post('/api/v2/transactions/sale.json', { amount: 500 }));
    expect(String(started.id)).toMatch(/^TXN-[A-Z2-9]{16}$/);
    for (const k of ['auth_code', 'result', 'status_details', 'ksn', 'pin_block', 'online_request'])
      expect(started[k], k).toBeNull();
    expect(started.card_details).toEqual({});
    expect(started).toMatchObject({ host_module_name: started.host, is_api: true, currency_scale: 2 });
    await s.post('/_sim/present', { card: 'visa-chip-unknown-kernel' });
    await finish(s);
    const ended = txn(await s.get('/api/v2/transactions/latest.json'));
    expect((ended.card_details as Json).scheme).toBe('unknown (1f)');
    // reference_txn_id "" on a sale ("string", no length given); the last four digits alone as the mask.
    expect(ended.reference_txn_id).toBe('');
    expect(ended.account_number).toMatch(/^\d{4}$/);
    expect(String(ended.reference_number)).toMatch(/^RRN-\d{9}-\d{3}$/);
    const list = await s.get('/api/v2/transactions.json');
    expect(Array.isArray(list.body)).toBe(true);
    const summary = (list.body as Json[])[0] as Json;
    expect(Number.isInteger(summary.started_at)).toBe(true);
    expect(summary.started_at).toBe(Math.floor(Number(ended.started_at)));
    expect(summary.account_number).toBe(ended.account_number);
  } finally {
    await s.stop();
  }
});

test('field: the result screen stays after the end and starts wait for idle; in-progress paths differ', async () => {
  const s = await startSim({ personality: 'field' });
  try {
    await s.post('/api/v2/transactions/sale.json', { amount: 600 });
    const prompt = (await s.get('/api/v2/screens/current.json')).body as { scene: Json };
    expect(prompt.scene.path).toBe('app.views.payment.present_card');
    await s.post('/_sim/present', { card: 'mastercard-chip-offline-pin' });
    await finish(s);
    // Ended, but the result shows: a start is refused until idle.
    const scene = ((await s.get('/api/v2/screens/current.json')).body as { scene: Json }).scene;
    expect(scene.path).not.toBe('app.views.layouts.idle');
    const early = await s.post('/api/v2/transactions/sale.json', { amount: 700 });
    expect(early.status).toBe(409);
    expect((early.body as Json).success).toBe(false);
    await s.advance(1_500);
    const later = ((await s.get('/api/v2/screens/current.json')).body as { scene: Json }).scene;
    expect(later.path).toBe('app.views.layouts.idle');
    expect(txn(await s.post('/api/v2/transactions/sale.json', { amount: 700 })).is_active).toBe(true);
  } finally {
    await s.stop();
  }
});

test('field: receipts keep every instruction printable, the merchant copy equals the reconciliation copy, and the printer takes only what the words make printable', async () => {
  const s = await startSim({ personality: 'field' });
  try {
    await s.post('/api/v2/transactions/reconciliation.json', {});
    await finish(s);
    const id = String(txn(await s.get('/api/v2/transactions/latest.json')).id);
    const merchant = (await s.get(`/api/v2/transactions/${id}/receipts/merchant.json`)).body as Json;
    const recon = (await s.get(`/api/v2/transactions/${id}/receipts/reconciliation.json`)).body as Json;
    expect(recon.receipt).toEqual(merchant.receipt);
    const receipt = merchant.receipt as PrinterInstruction[];
    expect(validateInstructions(receipt, {})).toBeUndefined();
    expect(receipt.some((i) => i.command === 'text' && i.text === 'PLEASE RETAIN')).toBe(true);
    expect((await s.post('/api/v2/print.json', { instructions: receipt })).status).toBe(200);
    // The printer takes what the words make printable and refuses the rest (printer-words-only).
    const line = { command: 'text', text: 'x', x: 0, y: 0, font_size: 24 };
    for (const instructions of [[], [{ ...line, x: -5 }], [{ ...line, family: 'Courier' }]]) {
      const refused = await s.post('/api/v2/print.json', { instructions });
      expect(refused.status, JSON.stringify(instructions)).toBe(400);
      expect((refused.body as Json).success).toBe(false);
    }
    expect(
      (await s.post('/api/v2/print.json', { instructions: [{ ...line, family: 'Arial' }] })).status,
    ).toBe(200);
  } finally {
    await s.stop();
  }
});

test('fieldReceipt moves the date block last and keeps y within each block non-negative', () => {
  const list: PrinterInstruction[] = [
    { command: 'text', text: 'MERCHANT COPY', x: 0, y: 0, font_size: 28 },
    { command: 'flush' },
    { command: 'text', text: '01/01/2026', x: 0, y: 0, font_size: 24 },
    { command: 'text', text: '12:00:00', x: 220, y: 0, font_size: 24 },
    { command: 'flush' },
    { command: 'text', text: 'TOTAL', x: 0, y: 28, font_size: 28 },
    { command: 'flush' },
    { command: 'scroll', amount: 120 },
  ];
  const out = fieldReceipt(list);
  const texts = out.flatMap((i) => (i.command === 'text' ? [i.text] : []));
  expect(texts).toEqual([
    'MERCHANT COPY',
    'TOTAL',
    'PLEASE RETAIN',
    'FOR YOUR RECORDS',
    '01/01/2026',
    '12:00:00',
  ]);
  expect(out.at(-1)).toEqual({ command: 'scroll', amount: 120 });
  expect(out.find((i) => i.command === 'text' && i.text === 'TOTAL')).toMatchObject({ y: 30, font_size: 30 });
  expect(out.find((i) => i.command === 'text' && i.text === '12:00:00')).toMatchObject({
    x: 250,
    font_size: 22,
  });
});

test('reference: no variation touches the answers', async () => {
  const s = await startSim();
  try {
    expect((await s.get(CURRENT)).status).toBe(404);
    expect((await s.call('GET', '/api/v2/device.json', undefined, {})).status).toBe(401);
    const started = txn(await s.post('/api/v2/transactions/sale.json', { amount: 500 }));
    expect(String(started.id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(((await s.get('/_sim/info')).body as Json).personality).toBe('reference');
  } finally {
    await s.stop();
  }
});

test('docs/personalities.md lists every field entry under ## Terminal', async () => {
  const { readFile } = await import('node:fs/promises');
  const doc = await readFile('docs/personalities.md', 'utf8');
  const terminal = doc.slice(doc.indexOf('## Terminal'));
  for (const v of fieldVariations) expect(terminal, v.name).toContain(`\`${v.name}\``);
});

test('--personality is parsed and checked, and reaches the terminal', async () => {
  const { planSimulators } = await import('../../bin/simulate.js');
  expect(planSimulators(['--personality', 'field']).terminals.options.personality).toBe('field');
  expect(planSimulators(['--personality=reference']).terminals.options.personality).toBe('reference');
  expect(() => planSimulators(['--personality', 'odd'])).toThrow(/unknown personality/);
});
