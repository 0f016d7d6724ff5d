/**
 * The drills at the terminal simulator itself (docs/drills.md, "At a
 * simulator"), without the proxy: armed through its control API
 * `/_sim/drills` (or `drills` at start), applied to the next start, timed
 * by the simulator's clock. A small application that recovers correctly
 * gets its sale's end; the same application with one mistake shows what the
 * drill does to it (a second sale started, a sale never followed to its end).
 */
import { expect, test } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSimulators } from '../../api/startSimulators.js';
import { parseDrills } from '../../lib/judging/drills/drills.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import {
  startTerminalSimulator,
  type RunningTerminalSimulator,
  type TerminalSimulatorOptions,
} from '../../simulators/terminal/index.js';
import { SmallRecoveryClient, type RecoveryClientOptions } from '../client/smallRecoveryClient.js';

const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
const auth = { authorization: basic, 'content-type': 'application/json' };

async function withTerminal(
  options: TerminalSimulatorOptions,
  run: (t: RunningTerminalSimulator) => Promise<void>,
): Promise<void> {
  const t = await startTerminalSimulator({ port: 0, seed: 22, autoPresent: false, ...options });
  try {
    await run(t);
  } finally {
    await t.stop();
  }
}

function control(
  t: RunningTerminalSimulator,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<Response> {
  return fetch(`${t.url}/_sim/${path}`, {
    method,
    headers: auth,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function queue(t: RunningTerminalSimulator, outcomes: readonly string[]): Promise<void> {
  expect((await control(t, 'outcomes', 'POST', { queue: outcomes })).status).toBe(200);
}

function client(t: RunningTerminalSimulator, o: Partial<RecoveryClientOptions> = {}): SmallRecoveryClient {
  return new SmallRecoveryClient({
    terminal: t.url,
    gateway: '',
    basic,
    apiKey: '',
    configurationId: '',
    ...o,
  });
}

/** A start, raw: its status, or 'closed' when the connection was closed unanswered. */
async function start(t: RunningTerminalSimulator, id: string, timeoutMs = 5_000): Promise<number | 'closed'> {
  try {
    const r = await fetch(`${t.url}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ amount: 1250, id }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 'closed';
  }
}

async function get(t: RunningTerminalSimulator, path: string): Promise<number | 'closed'> {
  try {
    const r = await fetch(`${t.url}/api/v2/${path}`, { headers: auth, signal: AbortSignal.timeout(5_000) });
    await r.arrayBuffer();
    return r.status;
  } catch {
    return 'closed';
  }
}

test.describe.configure({ mode: 'parallel' });

test('lost-start-answer: the start is executed and its answer dropped; a client finding it by its id gets one approved sale', async () => {
  await withTerminal({}, async (t) => {
    expect(await (await control(t, 'drills', 'POST', { drills: ['lost-start-answer'] })).json()).toEqual({
      success: true,
      drills: [{ name: 'lost-start-answer' }],
    });
    await queue(t, ['approved']);
    const app = client(t, { findBy: 'id' });
    expect(await app.sale(1250)).toMatchObject({ result: 'approved' });
    expect(app.supplied).toHaveLength(1);
    // Spent: the next start is answered.
    expect(await (await control(t, 'drills')).json()).toEqual({ success: true, drills: [] });
  });
});

test('lost-start-answer: a client that starts again blind runs a second sale beside the approved lost one', async () => {
  await withTerminal({ drills: parseDrills('lost-start-answer') }, async (t) => {
    await queue(t, ['approved', 'approved']);
    const app = client(t, { mistake: 'retry-start-blind' });
    expect(await app.sale(1250)).toMatchObject({ result: 'approved' });
    expect(app.supplied).toHaveLength(2);
    // The lost start was executed: the terminal approved it too (two approved sales, one order).
    expect(await app.read(app.supplied[0] ?? '')).toMatchObject({ result: 'approved' });
  });
});

test('slow-start-answer: the answer is held for simulated milliseconds; under a frozen clock it leaves when the clock is moved', async () => {
  await withTerminal({ clockSpeed: 0, drills: parseDrills('slow-start-answer:5000') }, async (t) => {
    await queue(t, ['approved']);
    let status: number | 'closed' | undefined;
    const answered = start(t, 'slow-1').then((s) => (status = s));
    await sleep(400);
    expect(status).toBeUndefined();
    expect((await control(t, 'clock/advance', 'POST', { ms: 5_000 })).status).toBe(200);
    await answered;
    expect(status).toBe(200);
  });
});

test('slow-start-answer: a client whose time-out is shorter loses the answer and finds the sale; a blind retry starts a second', async () => {
  // Clock at 4x: 4000 simulated ms are about 1000 real ms, past the 400 ms time-out.
  await withTerminal({ clockSpeed: 4, drills: parseDrills('slow-start-answer:4000') }, async (t) => {
    await queue(t, ['approved']);
    const app = client(t, { requestTimeoutMs: 400, findBy: 'latest' });
    expect(await app.sale(1250)).toMatchObject({ result: 'approved' });
    expect(app.supplied).toHaveLength(1);
  });
  await withTerminal({ clockSpeed: 4, drills: parseDrills('slow-start-answer:4000') }, async (t) => {
    await queue(t, ['approved', 'declined']);
    const app = client(t, { requestTimeoutMs: 400, mistake: 'retry-start-blind' });
    await app.sale(1250);
    expect(app.supplied).toHaveLength(2);
  });
});

test('terminal-unreachable: after the start is answered, API requests are closed unanswered until the simulated window ends; /_sim/ stays reachable', async () => {
  await withTerminal({ clockSpeed: 0 }, async (t) => {
    await control(t, 'drills', 'POST', { drills: 'terminal-unreachable:1000' });
    expect(await start(t, 'u-1')).toBe(200);
    expect(await get(t, 'transactions/u-1.json')).toBe('closed');
    expect((await control(t, 'info')).status).toBe(200);
    await control(t, 'clock/advance', 'POST', { ms: 999 });
    expect(await get(t, 'transactions/u-1.json')).toBe('closed');
    await control(t, 'clock/advance', 'POST', { ms: 1 });
    expect(await get(t, 'transactions/u-1.json')).toBe(200);
  });
});

test('terminal-unreachable: a client that polls on follows the sale to its end; one that gives up does not', async () => {
  await withTerminal({ drills: parseDrills('terminal-unreachable:1500') }, async (t) => {
    await queue(t, ['approved']);
    expect(await client(t).sale(1250)).toMatchObject({ result: 'approved' });
  });
  await withTerminal({ drills: parseDrills('terminal-unreachable:1500') }, async (t) => {
    await queue(t, ['approved']);
    expect(await client(t, { mistake: 'give-up-on-failed-poll' }).sale(1250)).toMatchObject({
      result: 'unknown',
    });
  });
});

test('/_sim/drills refuses what it cannot apply, under the control API guards, and reset disarms', async () => {
  await withTerminal({}, async (t) => {
    const bad = await control(t, 'drills', 'POST', { drills: ['lose-everything'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('unknown drill \\"lose-everything\\"');
    const proxyOnly = await control(t, 'drills', 'POST', { drills: ['return-twice'] });
    expect(proxyOnly.status).toBe(400);
    expect(JSON.stringify(await proxyOnly.json())).toContain('recording proxy only');
    const foreign = await fetch(`${t.url}/_sim/drills`, {
      method: 'POST',
      headers: { ...auth, origin: 'http://evil.example' },
      body: JSON.stringify({ drills: ['lost-start-answer'] }),
    });
    expect(foreign.status).toBe(403);
    const anonymous = await fetch(`${t.url}/_sim/drills`);
    expect(anonymous.status).toBe(401);
    await control(t, 'drills', 'POST', { drills: ['lost-start-answer', 'slow-start-answer:2000'] });
    expect(await (await control(t, 'drills')).json()).toMatchObject({ drills: { length: 2 } });
    await control(t, 'reset', 'POST', {});
    expect(await (await control(t, 'drills')).json()).toEqual({ success: true, drills: [] });
    expect(await start(t, 'after-reset')).toBe(200);
  });
});

test('the public API arms a drill through the outcome queue client: outcomes.drill(...)', async () => {
  const sims = await startSimulators({ seed: 22 });
  try {
    expect(await sims.terminal.outcomes.drill('lost-start-answer', 'slow-start-answer:100')).toEqual([
      { name: 'lost-start-answer' },
      { name: 'slow-start-answer', ms: 100 },
    ]);
    const t = { url: sims.terminal.url } as RunningTerminalSimulator;
    expect(await start(t, 'api-1')).toBe('closed');
    expect(await get(t, 'transactions/api-1.json')).toBe(200);
    expect(await sims.gateway.outcomes.drill('gateway-closed-after-create')).toEqual([
      { name: 'gateway-closed-after-create' },
    ]);
    await expect(sims.gateway.outcomes.drill('return-twice' as 'gateway-5xx-after-create')).rejects.toThrow(
      /recording proxy only/,
    );
  } finally {
    await sims.stop();
  }
});
