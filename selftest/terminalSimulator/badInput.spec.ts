/**
 * Bad input table: every malformed request is refused with a 4xx,
 * success false and a description naming the field and the rule; nothing
 * crashes and no stored transaction is lost.
 */
import { test, expect } from '@playwright/test';
import { startSim, AUTH, txn, type Sim } from './simHarness.js';

interface Row {
  name: string;
  method?: string;
  path: string;
  body?: string;
  contentType?: string;
  status: number;
  mentions: string;
}

const json = 'application/json';
const big = JSON.stringify({ amount: 100, id: 'x'.repeat(70 * 1024) });

const rows: Row[] = [
  { name: 'malformed JSON', path: 'sale', body: '{"amount": 1', status: 400, mentions: 'Malformed JSON' },
  {
    name: 'wrong content type',
    path: 'sale',
    body: '{"amount": 100}',
    contentType: 'text/plain',
    status: 415,
    mentions: 'application/json',
  },
  {
    name: 'unknown type',
    path: 'purchase',
    body: '{"amount": 100}',
    status: 404,
    mentions: 'sale, refund, reversal, reconciliation',
  },
  { name: 'negative amount', path: 'sale', body: '{"amount": -1}', status: 400, mentions: 'amount' },
  { name: 'fractional amount', path: 'sale', body: '{"amount": 1.5}', status: 400, mentions: 'integer' },
  { name: 'zero amount', path: 'sale', body: '{"amount": 0}', status: 400, mentions: 'greater than zero' },
  { name: 'absurd amount', path: 'sale', body: '{"amount": 100000000}', status: 400, mentions: '99999999' },
  { name: 'amount as string', path: 'sale', body: '{"amount": "100"}', status: 400, mentions: 'amount' },
  { name: 'missing amount', path: 'sale', body: '{}', status: 400, mentions: 'amount: required' },
  { name: 'empty body on a sale', path: 'sale', status: 400, mentions: 'amount: required' },
  { name: 'body is an array', path: 'sale', body: '[100]', status: 400, mentions: 'body' },
  {
    name: 'unknown field',
    path: 'sale',
    body: '{"amount": 100, "currency": "GBP"}',
    status: 400,
    mentions: 'currency: unknown field',
  },
  {
    name: 'negative tip',
    path: 'sale',
    body: '{"amount": 100, "tip_amount": -5}',
    status: 400,
    mentions: 'tip_amount',
  },
  {
    name: 'cashback on a refund',
    path: 'refund',
    body: '{"amount": 100, "amount_other": 5}',
    status: 400,
    mentions: 'amount_other',
  },
  {
    name: 'timeout not an integer',
    path: 'sale',
    body: '{"amount": 100, "timeout_ms": "soon"}',
    status: 400,
    mentions: 'timeout_ms',
  },
  { name: 'id not a string', path: 'sale', body: '{"amount": 100, "id": 5}', status: 400, mentions: 'id' },
  {
    name: 'reserved id',
    path: 'sale',
    body: '{"amount": 100, "id": "latest"}',
    status: 400,
    mentions: 'reserved',
  },
  {
    name: 'id with a slash',
    path: 'sale',
    body: '{"amount": 100, "id": "a/b"}',
    status: 400,
    mentions: 'id',
  },
  {
    name: 'reversal of an unknown id',
    path: 'reversal',
    body: '{"reference_txn_id": "nope"}',
    status: 400,
    mentions: 'reference_txn_id',
  },
  { name: 'oversized body', path: 'sale', body: big, status: 413, mentions: '65536' },
  {
    name: 'print without instructions',
    method: 'POST',
    path: '/api/v2/print.json',
    body: '{}',
    status: 400,
    mentions: 'instructions',
  },
  {
    name: 'print unknown command',
    method: 'POST',
    path: '/api/v2/print.json',
    body: '{"instructions":[{"command":"image"}]}',
    status: 400,
    mentions: 'instructions[0].command',
  },
  {
    name: 'print negative y',
    method: 'POST',
    path: '/api/v2/print.json',
    body: '{"instructions":[{"command":"flush"},{"command":"text","text":"a","x":0,"y":-1,"font_size":10}]}',
    status: 400,
    mentions: 'instructions[1].y',
  },
  {
    name: 'print missing field',
    method: 'POST',
    path: '/api/v2/print.json',
    body: '{"instructions":[{"command":"text","text":"a","y":0,"font_size":10}]}',
    status: 400,
    mentions: 'instructions[0].x',
  },
  {
    name: 'present an unknown card',
    method: 'POST',
    path: '/_sim/present',
    body: '{"card":"nope"}',
    status: 400,
    mentions: 'card',
  },
  {
    name: 'present with nothing waiting',
    method: 'POST',
    path: '/_sim/present',
    body: '{"card":"visa-qvsdc-contactless"}',
    status: 409,
    mentions: 'waiting for a card',
  },
  {
    name: 'config with an unknown fault',
    method: 'POST',
    path: '/_sim/config',
    body: '{"faults":["nope"]}',
    status: 400,
    mentions: 'faults',
  },
];

async function seed(s: Sim): Promise<string> {
  await s.post('/api/v2/transactions/sale.json', { amount: 300, id: 'kept-1' });
  await s.post('/_sim/present', { card: 'visa-qvsdc-contactless' });
  await s.finish();
  return JSON.stringify(txn(await s.get('/api/v2/transactions/kept-1.json')));
}

test('bad input table: 4xx, success false, description naming field and rule; nothing lost', async () => {
  const s = await startSim();
  try {
    const before = await seed(s);
    for (const r of rows) {
      const path = r.path.startsWith('/') ? r.path : `/api/v2/transactions/${r.path}.json`;
      const headers: Record<string, string> = {
        ...AUTH,
        ...(r.body === undefined ? {} : { 'content-type': r.contentType ?? json }),
      };
      const a = await s.raw(r.method ?? 'POST', path, r.body, headers);
      expect(a.status, r.name).toBe(r.status);
      const b = a.body as { success?: unknown; description?: unknown };
      expect(b.success, r.name).toBe(false);
      expect(String(b.description), r.name).toContain(r.mentions);
      expect(a.text, `${r.name}: no stack trace`).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
    expect((await s.get('/api/v2/transactions/current.json')).status).toBe(404);
    expect(JSON.stringify(txn(await s.get('/api/v2/transactions/kept-1.json')))).toBe(before);
    const list = (await s.get('/api/v2/transactions.json')).body as { transactions: unknown[] };
    expect(list.transactions).toHaveLength(1);
  } finally {
    await s.stop();
  }
});

test('busy, unknown id, duplicate id, credentials', async () => {
  const s = await startSim();
  try {
    const nothing = await s.post('/api/v2/transactions/reversal.json', {});
    expect(nothing.status).toBe(400);
    expect(String((nothing.body as { description: string }).description)).toContain('reference_txn_id');
    await s.post('/api/v2/transactions/sale.json', { amount: 100, id: 'a1' });
    const busy = await s.post('/api/v2/transactions/sale.json', { amount: 100 });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({
      success: false,
      description: 'Transaction in progress',
      status: 'waiting_for_card',
    });
    await s.post('/_sim/cancel', {});
    const dup = await s.post('/api/v2/transactions/sale.json', { amount: 100, id: 'a1' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false });
    expect((await s.get('/api/v2/transactions/zzz.json')).body).toEqual({
      success: false,
      description: 'No transaction found',
    });
    const none = await s.call('GET', '/api/v2/transactions.json', undefined, {});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Basic');
    const wrong = await s.call('GET', '/api/v2/transactions.json', undefined, {
      authorization: `Basic ${Buffer.from('paycert:nope').toString('base64')}`,
    });
    expect(wrong.status).toBe(401);
    expect((await s.call('GET', '/api/v2/ping.json', undefined, {})).status).toBe(200);
  } finally {
    await s.stop();
  }
});

test('header credential alternative', async () => {
  const s = await startSim({ authHeader: { name: 'X-Api-Key', value: 'k-123' } });
  try {
    expect((await s.call('GET', '/api/v2/device.json', undefined, { 'x-api-key': 'k-123' })).status).toBe(
      200,
    );
    expect((await s.call('GET', '/api/v2/device.json', undefined, AUTH)).status).toBe(401);
  } finally {
    await s.stop();
  }
});

test('printer modes: absent 400, out of paper 409 "Out of paper"', async () => {
  const s = await startSim({ printer: 'absent' });
  try {
    const print = { instructions: [{ command: 'text', text: 'hi', x: 0, y: 0, font_size: 20 }] };
    const absent = await s.post('/api/v2/print.json', print);
    expect(absent.status).toBe(400);
    expect(absent.body).toMatchObject({ success: false });
    await s.post('/_sim/config', { printer: 'out-of-paper' });
    const out = await s.post('/api/v2/print.json', print);
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ success: false, description: 'Out of paper' });
    await s.post('/_sim/config', { printer: 'ready' });
    expect((await s.post('/api/v2/print.json', print)).body).toEqual({ success: true });
    expect((await s.get('/_sim/paper')).body).toMatchObject({ lines: ['hi'] });
  } finally {
    await s.stop();
  }
});

test('routes by the table: a listed path answers its other methods 405, an unknown path 404, ping.json without credentials', async () => {
  const s = await startSim();
  try {
    const status = async (method: string, path: string, headers: Record<string, string> = AUTH) =>
      (await s.raw(method, path, undefined, headers)).status;
    expect(await status('PUT', '/api/v2/device.json')).toBe(405);
    expect(await status('GET', '/api/v2/print.json')).toBe(405);
    expect(await status('POST', '/api/v2/transactions/abc/receipts/merchant.json')).toBe(405);
    expect(await status('PUT', '/api/v2/nothing.json')).toBe(404);
    expect(await status('GET', '/api/v2/transactions/abc/receipts/other.json')).toBe(404);
    // Credentials come first on every path but the one the spec marks not authorized.
    expect(await status('GET', '/api/v2/nothing.json', {})).toBe(401);
    expect(await status('POST', '/api/v2/ping.json', {})).toBe(405);
    expect(await status('GET', '/api/v2/ping.json', {})).toBe(200);
  } finally {
    await s.stop();
  }
});
