/**
 * Every document the simulator serves passes its schema, in every state:
 * each test card's flow step by step (sale, and refund), reversal,
 * reconciliation, cashier cancel, timeout, receipts, errors (TM-TXN-1).
 */
import { test, expect } from '@playwright/test';
import { testCards } from '../../lib/targets/terminal/testCards.js';
import { formatErrors, validate } from '../../lib/judging/validation/validate.js';
import type { SchemaName } from '../../generated/schemas.js';
import { startSim, txn, type Sim } from './simHarness.js';

function expectValid(name: SchemaName, doc: unknown, where: string): void {
  const v = validate(name, doc);
  expect(v.ok, v.ok ? '' : `${where}: ${formatErrors(name, v.errors)}`).toBe(true);
}

/** Validates the transaction views, list and screen as they are now. */
async function checkState(s: Sim, where: string): Promise<void> {
  const latest = await s.get('/api/v2/transactions/latest.json');
  expect(latest.status, where).toBe(200);
  expectValid('terminal/transaction-response', latest.body, `${where} latest`);
  const current = await s.get('/api/v2/transactions/current.json');
  expectValid(
    current.status === 200 ? 'terminal/transaction-response' : 'terminal/error',
    current.body,
    `${where} current`,
  );
  expectValid('terminal/transaction-list', (await s.get('/api/v2/transactions.json')).body, `${where} list`);
  expectValid('terminal/screen', (await s.get('/api/v2/screens/current.json')).body, `${where} screen`);
  const id = encodeURIComponent(String(txn(latest).id));
  for (const kind of ['merchant', 'cardholder', 'reconciliation']) {
    const r = await s.get(`/api/v2/transactions/${id}/receipts/${kind}.json`);
    expectValid(
      r.status === 200 ? 'terminal/receipt-response' : 'terminal/error',
      r.body,
      `${where} ${kind} receipt`,
    );
    if (r.status === 200)
      expectValid(
        'terminal/print-request',
        { instructions: (r.body as { receipt: unknown }).receipt },
        `${where} ${kind} receipt as print request`,
      );
  }
}

async function walk(s: Sim, where: string): Promise<void> {
  await checkState(s, `${where} started`);
  for (let i = 0; i < 40; i++) {
    if ((await s.get('/api/v2/transactions/current.json')).status === 404) break;
    await s.advance(100);
    await checkState(s, `${where} +${(i + 1) * 100} ms`);
  }
  expect(txn(await s.get('/api/v2/transactions/latest.json')).is_active, `${where} ended`).toBe(false);
}

test('static documents: ping, device, settings, idle screen, errors', async () => {
  const s = await startSim();
  try {
    expectValid('terminal/ping', (await s.call('GET', '/api/v2/ping.json', undefined, {})).body, 'ping');
    expectValid('terminal/device', (await s.get('/api/v2/device.json')).body, 'device');
    expectValid('terminal/settings', (await s.get('/api/v2/settings.json')).body, 'settings');
    expectValid('terminal/screen', (await s.get('/api/v2/screens/current.json')).body, 'screen');
    expectValid('terminal/transaction-list', (await s.get('/api/v2/transactions.json')).body, 'empty list');
    for (const [method, path] of [
      ['GET', '/api/v2/transactions/current.json'],
      ['GET', '/api/v2/transactions/latest.json'],
      ['GET', '/api/v2/transactions/nope.json'],
      ['GET', '/api/v2/transactions/nope/receipts/merchant.json'],
      ['POST', '/api/v2/transactions/void.json'],
      ['GET', '/api/v2/unknown.json'],
    ] as const) {
      const r = await s.call(method, path, method === 'POST' ? { amount: 1 } : undefined);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expectValid('terminal/error', r.body, path);
    }
    const noAuth = await s.call('GET', '/api/v2/device.json', undefined, {});
    expect(noAuth.status).toBe(401);
    expectValid('terminal/error', noAuth.body, '401');
  } finally {
    await s.stop();
  }
});

for (const card of testCards) {
  test(`sale and refund with ${card.id}: every state passes the schemas`, async () => {
    const s = await startSim();
    try {
      for (const type of ['sale', 'refund'] as const) {
        const started = await s.post(`/api/v2/transactions/${type}.json`, { amount: 1234 });
        expect(started.status).toBe(200);
        expectValid('terminal/transaction-response', started.body, `${type} start`);
        expect((await s.post('/_sim/present', { card: card.id })).status).toBe(200);
        await walk(s, `${type} ${card.id}`);
      }
    } finally {
      await s.stop();
    }
  });
}

test('reversal, reconciliation, cancel and timeout: every state passes the schemas', async () => {
  const s = await startSim();
  try {
    await s.post('/api/v2/transactions/sale.json', { amount: 500, tip_amount: 50, amount_other: 1000 });
    await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
    await walk(s, 'sale with tip and cashback');
    await s.post('/api/v2/transactions/reversal.json', {});
    await walk(s, 'reversal');
    await s.post('/api/v2/transactions/reconciliation.json');
    await walk(s, 'reconciliation');
    await s.post('/api/v2/transactions/sale.json', { amount: 100 });
    await s.post('/_sim/cancel', {});
    await checkState(s, 'cancelled');
    await s.post('/api/v2/transactions/sale.json', { amount: 100, timeout_ms: 1000 });
    await s.advance(1000);
    await checkState(s, 'timed out');
    expect(txn(await s.get('/api/v2/transactions/latest.json'))).toMatchObject({
      result: 'cancelled',
      is_active: false,
    });
  } finally {
    await s.stop();
  }
});
