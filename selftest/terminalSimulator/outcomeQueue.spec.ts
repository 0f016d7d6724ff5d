/**
 * Outcomes on demand (issue 14, item 4): every queueable outcome reaches the
 * next sale or refund (or print) in order, with the documents the simulator
 * produces when the same card is presented by hand; the queue is shown,
 * cleared and reset; bad input names the field and the rule.
 */
import { test, expect } from '@playwright/test';
import { MAX_QUEUED_OUTCOMES } from '../../simulators/kit/outcomeQueue.js';
import { RESULT_SCREEN_MS } from '../../simulators/terminal/personality/field/screens.js';
import { queuedCardIds, terminalQueueable } from '../../simulators/terminal/queuedOutcomes.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { AUTH, startSim, txn, type Json, type Sim } from './simHarness.js';

const PRINT = { instructions: [{ command: 'text', text: 'hello', x: 0, y: 0 }] };

async function sale(s: Sim, amount = 1000, timeout_ms?: number): Promise<Json> {
  const started = await s.post('/api/v2/transactions/sale.json', { amount, timeout_ms });
  expect(started.status).toBe(200);
  const path = `/api/v2/transactions/${String(txn(started).id)}.json`;
  // Not current.json (the field personality answers it differently when idle): the control API's wait-idle.
  for (let i = 0; i < 200; i++) {
    if ((await s.post('/_sim/wait-idle', { timeoutMs: 0 })).status === 200) return txn(await s.get(path));
    await s.advance(250);
  }
  throw new Error('sale still active after the step bound');
}

test('card outcomes are taken by the next sales in order and end as queued', async () => {
  const s = await startSim();
  try {
    const queued = await s.post('/_sim/outcomes', { queue: ['declined', 'host-error', 'approved'] });
    expect(queued.body).toEqual({ success: true, queue: ['declined', 'host-error', 'approved'] });
    await s.post('/_sim/outcomes', { queue: ['terminal.cancelled', 'timeout'] });
    expect((await s.get('/_sim/outcomes')).body).toEqual({
      success: true,
      queue: ['declined', 'host-error', 'approved', 'cancelled', 'timeout'],
    });
    expect(await sale(s)).toMatchObject({ result: 'declined', online_result: 'declined' });
    expect(await sale(s)).toMatchObject({ result: 'error', online_result: 'error' });
    expect(await sale(s)).toMatchObject({ result: 'approved', online_result: 'approved' });
    expect(await sale(s)).toMatchObject({ result: 'cancelled', status_details: 'cancelled_by_cashier' });
    const timedOut = await sale(s);
    expect(timedOut).toMatchObject({ result: 'cancelled', status_details: 'timeout', duration: 150 });
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: [] });
  } finally {
    await s.stop();
  }
});

test('a queued card gives exactly the documents of that catalogue card presented by hand', async () => {
  for (const outcome of ['approved', 'declined', 'host-error'] as const) {
    const queued = await startSim({ seed: 11 });
    const byHand = await startSim({ seed: 11 });
    try {
      await queued.post('/_sim/outcomes', { queue: [outcome] });
      const a = await sale(queued, 2345);
      await byHand.post('/api/v2/transactions/sale.json', { amount: 2345 });
      await byHand.advance(300);
      expect((await byHand.post('/_sim/present', { card: queuedCardIds[outcome] })).status).toBe(200);
      await byHand.finish();
      const b = txn(await byHand.get('/api/v2/transactions/latest.json'));
      // The two simulators started a few ms apart: their clocks differ by that much.
      const { started_at: _a1, ended_at: _a2, ...aRest } = a;
      const { started_at: _b1, ended_at: _b2, ...bRest } = b;
      expect(aRest, outcome).toEqual(bRest);
      // Receipts are built from the document alone (receipts.ts), so they match too.
    } finally {
      await queued.stop();
      await byHand.stop();
    }
  }
});

test('refunds take card outcomes; reversals and reconciliations do not', async () => {
  const s = await startSim();
  try {
    await s.post('/_sim/outcomes', { queue: ['approved', 'declined'] });
    expect(await sale(s)).toMatchObject({ result: 'approved' });
    await s.post('/api/v2/transactions/reversal.json', {});
    await s.finish();
    await s.post('/api/v2/transactions/reconciliation.json', {});
    await s.finish();
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: ['declined'] });
    const refund = await s.post('/api/v2/transactions/refund.json', { amount: 500 });
    await s.finish();
    expect(txn(await s.get(`/api/v2/transactions/${String(txn(refund).id)}.json`))).toMatchObject({
      type: 'refund',
      result: 'declined',
    });
  } finally {
    await s.stop();
  }
});

test('the field personality: queued outcomes end as queued', async () => {
  const s = await startSim({ personality: 'field' });
  try {
    await s.post('/_sim/outcomes', { queue: ['declined', 'host-error', 'cancelled'] });
    for (const result of ['declined', 'error', 'cancelled']) {
      expect(await sale(s)).toMatchObject({ result });
      // This personality keeps the result screen a while and refuses starts until it is idle again.
      await s.advance(RESULT_SCREEN_MS);
    }
  } finally {
    await s.stop();
  }
});

test('a queued outcome wins over automatic mode, which serves the sales after it', async () => {
  const s = await startSim({ autoPresent: { delayMs: 400 } });
  try {
    await s.post('/_sim/outcomes', { queue: ['declined'] });
    expect(await sale(s, 1000)).toMatchObject({ result: 'declined' });
    expect(await sale(s, 1000)).toMatchObject({ result: 'approved' });
  } finally {
    await s.stop();
  }
});

test('a queued timeout ends after timeout_ms of simulated time, quickly in real time', async () => {
  const sim = await startTerminalSimulator({ port: 0, seed: 3, clockSpeed: 1 });
  const call = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const r = await fetch(`${sim.url}${path}`, {
      method,
      headers: { ...AUTH, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as Json;
  };
  try {
    await call('POST', '/_sim/outcomes', { queue: ['timeout'] });
    const started = Date.now();
    const t = (await call('POST', '/api/v2/transactions/sale.json', { amount: 700, timeout_ms: 60_000 }))
      .transaction as Json;
    let done: Json | undefined;
    for (let i = 0; i < 50 && done === undefined; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const now = (await call('GET', `/api/v2/transactions/${String(t.id)}.json`)).transaction as Json;
      if (now.is_active === false) done = now;
    }
    expect(done).toMatchObject({ result: 'cancelled', status_details: 'timeout', duration: 60 });
    expect(Date.now() - started).toBeLessThan(4_000);
  } finally {
    await sim.stop();
  }
});

test('out-of-paper fails the next prints, one entry each; a refused print does not take one', async () => {
  const s = await startSim();
  try {
    await s.post('/_sim/outcomes', { queue: ['out-of-paper', 'declined', 'out-of-paper'] });
    const bad = await s.post('/api/v2/print.json', {
      instructions: [{ command: 'text', text: 'x', x: 0, y: -1 }],
    });
    expect(bad.status).toBe(400);
    for (let i = 0; i < 2; i++) {
      const r = await s.post('/api/v2/print.json', PRINT);
      expect(r.status, `print ${i}`).toBe(409);
      expect(r.body).toEqual({ success: false, description: 'Out of paper' });
    }
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: ['declined'] });
    expect((await s.post('/api/v2/print.json', PRINT)).status).toBe(200);
    // A print refused for the printer's own state takes no entry either.
    await s.post('/_sim/outcomes', { queue: ['out-of-paper'] });
    for (const printer of ['absent', 'out-of-paper'] as const) {
      await s.post('/_sim/config', { printer });
      expect((await s.post('/api/v2/print.json', PRINT)).status).not.toBe(200);
    }
    await s.post('/_sim/config', { printer: 'ready' });
    expect((await s.get('/_sim/outcomes')).body).toEqual({
      success: true,
      queue: ['declined', 'out-of-paper'],
    });
    await s.call('DELETE', '/_sim/outcomes');
    const paper = (await s.get('/_sim/paper')).body as { total: number };
    expect(paper.total).toBe(1);
  } finally {
    await s.stop();
  }
});

test('DELETE and reset clear the queue', async () => {
  const s = await startSim();
  try {
    await s.post('/_sim/outcomes', { queue: [...terminalQueueable] });
    expect((await s.call('DELETE', '/_sim/outcomes')).body).toEqual({ success: true, queue: [] });
    await s.post('/_sim/outcomes', { queue: ['declined'] });
    expect((await s.post('/_sim/reset')).status).toBe(200);
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: [] });
    expect(await sale(s, 1000, 2000)).toMatchObject({ result: 'cancelled', status_details: 'timeout' });
  } finally {
    await s.stop();
  }
});

const badBodies: readonly { body: unknown; want: RegExp }[] = [
  { body: [], want: /^body: must be a JSON object/ },
  { body: {}, want: /^queue: required: an array of outcome names/ },
  { body: { queue: 'declined' }, want: /^queue: required: an array/ },
  { body: { queue: ['declined', 'busy'] }, want: /^queue\[1\]: must be one of approved, declined, / },
  { body: { queue: ['terminal.busy'] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: ['gateway.3ds-passed'] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: [7] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: ['Declined'] }, want: /^queue\[0\]: must be one of/ },
  { body: { queue: [], next: 1 }, want: /^next: unknown field/ },
  {
    body: { queue: Array.from({ length: MAX_QUEUED_OUTCOMES + 1 }, () => 'approved') },
    want: /^queue: at most 1000 outcomes may wait/,
  },
];

test('bad input is a 400 naming the field and the rule, and queues nothing', async () => {
  const s = await startSim();
  try {
    for (const { body, want } of badBodies) {
      const r = await s.call('POST', '/_sim/outcomes', body);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const answer = r.body as Json;
      expect(answer.success).toBe(false);
      expect(String(answer.description)).toMatch(want);
      expect(r.text).not.toMatch(/ at .*\.ts|Error:/);
    }
    const text = await s.raw('POST', '/_sim/outcomes', '{"queue": [', {
      ...AUTH,
      'content-type': 'application/json',
    });
    expect(text.status).toBe(400);
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: [] });
  } finally {
    await s.stop();
  }
});

test('credentials, cross-origin refusal and methods as on the other control routes', async () => {
  const s = await startSim();
  try {
    const json = { 'content-type': 'application/json' };
    expect((await s.raw('GET', '/_sim/outcomes', undefined, {})).status).toBe(401);
    expect((await s.raw('POST', '/_sim/outcomes', '{"queue":["declined"]}', json)).status).toBe(401);
    const foreign = { ...AUTH, ...json, origin: 'http://evil.example' };
    expect((await s.raw('POST', '/_sim/outcomes', '{"queue":["declined"]}', foreign)).status).toBe(403);
    expect((await s.raw('DELETE', '/_sim/outcomes', undefined, foreign)).status).toBe(403);
    expect((await s.call('PUT', '/_sim/outcomes', { queue: [] })).status).toBe(405);
    expect((await s.get('/_sim/outcomes')).body).toEqual({ success: true, queue: [] });
  } finally {
    await s.stop();
  }
});
