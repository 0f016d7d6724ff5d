/**
 * Lifecycle behaviour: automatic mode by amount, each card's result, timeout
 * on the simulated clock, reversal marking, session closing, client ids,
 * persistence across restarts and torn writes, and the fault table.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { isRequirementId } from '../../lib/judging/requirements/catalogue.js';
import { autoPresentAmounts, autoPresentCardId } from '../../lib/targets/terminal/autoPresentAmounts.js';
import { findTestCard, testCards } from '../../lib/targets/terminal/testCards.js';
import { faults } from '../../simulators/terminal/faults.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startSim, txn } from './simHarness.js';
import { SCHEMES } from '../../lib/judging/checks/terminal/transactionValues.js';

test('every fault names a requirement id of the catalogue', () => {
  for (const f of faults) expect(isRequirementId(f.breaks), `${f.name} breaks ${f.breaks}`).toBe(true);
});

test('the catalogue covers every scheme, entry mode, cvm and outcome', () => {
  const have = (f: (c: (typeof testCards)[number]) => string): Set<string> => new Set(testCards.map(f));
  for (const s of SCHEMES) expect(have((c) => c.scheme).has(s), s).toBe(true);
  expect(have((c) => c.entryMode)).toEqual(new Set(['contactless', 'contact_emv', 'mag_stripe', 'keypad']));
  expect(have((c) => c.cvm)).toEqual(new Set(['offline_pin', 'online_pin', 'signature', 'none']));
  expect(have((c) => c.outcome).size).toBe(8);
  for (const id of Object.values(autoPresentAmounts)) expect(findTestCard(id), id).toBeDefined();
});

test('automatic mode: the amount picks the card, and each card ends as the catalogue says', async () => {
  const s = await startSim({ autoPresent: { delayMs: 500 } });
  try {
    for (const amount of [400, 1251, 1252, 1253, 1254, 1255, 1256, 1257, 1261, 1262, 1263, 1264, 20000]) {
      const card = findTestCard(autoPresentCardId(amount));
      const t = txn(await s.post('/api/v2/transactions/sale.json', { amount }));
      await s.finish();
      const done = txn(await s.get(`/api/v2/transactions/${String(t.id)}.json`));
      expect(done, `${amount} -> ${card?.id}`).toMatchObject({
        result: card?.expectedResult,
        online_result: card?.expectedOnlineResult,
        is_active: false,
      });
    }
  } finally {
    await s.stop();
  }
});

test('special flows set their flags', async () => {
  const s = await startSim();
  const run = async (card: string): Promise<Record<string, unknown>> => {
    await s.post('/api/v2/transactions/sale.json', { amount: 2000 });
    await s.post('/_sim/present', { card });
    await s.finish();
    return txn(await s.get('/api/v2/transactions/latest.json'));
  };
  try {
    expect(await run('visa-contactless-fallback-insert')).toMatchObject({
      is_fallback: true,
      attempted_sources: ['contactless', 'contact_emv'],
      input_source: 'contact_emv',
      is_offline_pin: true,
    });
    expect(await run('mastercard-contactless-limit')).toMatchObject({
      is_contactless_transaction_limit_exceeded: true,
      is_fallback: false,
      input_source: 'contact_emv',
    });
    const sca = await run('visa-sca-single-tap');
    expect(sca).toMatchObject({
      is_sca_single_tap: true,
      is_online_pin: true,
      result: 'approved',
      num_attempts: 1,
    });
    expect(typeof sca.pin_block).toBe('string');
    expect(await run('visa-deferred-auth')).toMatchObject({
      is_deferred_auth: true,
      num_deferred_auth_attempts: 1,
      online_result: 'error',
      result: 'approved',
    });
    const swipe = await run('mastercard-swipe-signature');
    expect(swipe).toMatchObject({
      tags: null,
      is_emv: false,
      is_signature_required: true,
      ksn: null,
      pin_block: null,
    });
    expect(await run('amex-emv-contactless')).toMatchObject({ host: 'acquirer_b', issuer_id: null });
  } finally {
    await s.stop();
  }
});

test('timeout: default 150000 ms on the simulated clock ends cancelled; client id kept', async () => {
  const s = await startSim();
  try {
    const t = txn(await s.post('/api/v2/transactions/sale.json', { amount: 400, id: 'pos-0001' }));
    expect(t).toMatchObject({ id: 'pos-0001', timeout_ms: 150000, status: 'waiting_for_card' });
    await s.advance(149_999);
    expect(txn(await s.get('/api/v2/transactions/pos-0001.json')).is_active).toBe(true);
    await s.advance(1);
    expect(txn(await s.get('/api/v2/transactions/pos-0001.json'))).toMatchObject({
      is_active: false,
      result: 'cancelled',
      status_details: 'timeout',
    });
    expect((await s.get('/api/v2/screens/current.json')).body).toEqual({
      success: true,
      scene: { path: 'app.views.layouts.idle', text: 'Tap Green To Start' },
    });
  } finally {
    await s.stop();
  }
});

test('reversal marks the original; reconciliation closes the session', async () => {
  const s = await startSim();
  try {
    await s.post('/api/v2/transactions/sale.json', { amount: 700, id: 'orig' });
    await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
    await s.finish();
    const rev = txn(await s.post('/api/v2/transactions/reversal.json', { reference_txn_id: 'orig' }));
    await s.finish();
    expect(txn(await s.get(`/api/v2/transactions/${String(rev.id)}.json`))).toMatchObject({
      reference_txn_id: 'orig',
      result: 'approved',
      amount: 700,
    });
    expect(txn(await s.get('/api/v2/transactions/orig.json')).is_reversed).toBe(true);
    const rec = txn(await s.post('/api/v2/transactions/reconciliation.json'));
    await s.finish();
    const next = txn(await s.post('/api/v2/transactions/sale.json', { amount: 100 }));
    expect(Number(next.session_number)).toBeGreaterThan(Number(rec.session_number));
    const paper = (await s.get(`/api/v2/transactions/${String(rec.id)}/receipts/reconciliation.json`))
      .body as { receipt: { text?: string }[] };
    expect(paper.receipt.map((i) => i.text ?? '').join('|')).toContain('RECONCILIATION');
  } finally {
    await s.stop();
  }
});

test('persistence: restart keeps the database and stan; a torn temp file is ignored; a corrupt database fails loudly', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-terminal-db-'));
  try {
    let s = await startSim({ dataDir: dir });
    await s.post('/api/v2/transactions/sale.json', { amount: 100, id: 'p1' });
    await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
    await s.finish();
    const p1 = txn(await s.get('/api/v2/transactions/p1.json'));
    await s.stop();
    await writeFile(join(dir, 'terminal-db.json.tmp-999-0'), '{"format":1,"transact');
    s = await startSim({ dataDir: dir });
    expect(txn(await s.get('/api/v2/transactions/p1.json'))).toEqual(p1);
    const p2 = txn(await s.post('/api/v2/transactions/sale.json', { amount: 100 }));
    expect(Number(p2.stan)).toBeGreaterThan(Number(p1.stan));
    await s.stop();
    const text = await readFile(join(dir, 'terminal-db.json'), 'utf8');
    for (const c of testCards) expect(text.includes(c.pan), `no card number of ${c.id} on disk`).toBe(false);
    await writeFile(join(dir, 'terminal-db.json'), text.slice(0, text.length / 2));
    await expect(startTerminalSimulator({ port: 0, dataDir: dir })).rejects.toThrow(/not valid JSON/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
