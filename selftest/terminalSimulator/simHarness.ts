/**
 * A terminal simulator for one self-test, with a tiny JSON client. The
 * simulated clock is frozen (clockSpeed 0) so only `advance` moves it:
 * every test is deterministic and never sleeps.
 */
import {
  startTerminalSimulator,
  type RunningTerminalSimulator,
  type TerminalSimulatorOptions,
} from '../../simulators/terminal/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  text: string;
}

export interface Sim {
  readonly sim: RunningTerminalSimulator;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  raw(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<Answer>;
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  advance(ms: number): Promise<void>;
  /** Advances in steps until nothing is active (bounded). */
  finish(stepMs?: number, maxSteps?: number): Promise<void>;
  stop(): Promise<void>;
}

export const AUTH = {
  authorization: `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`,
};

export async function startSim(options: TerminalSimulatorOptions = {}): Promise<Sim> {
  const sim = await startTerminalSimulator({ port: 0, seed: 7, clockSpeed: 0, ...options });
  const raw = async (
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ): Promise<Answer> => {
    const r = await fetch(`${sim.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await r.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: r.status, body: parsed, headers: r.headers, text };
  };
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = AUTH,
  ): Promise<Answer> =>
    raw(method, path, body === undefined ? undefined : JSON.stringify(body), {
      ...headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
  const s: Sim = {
    sim,
    call,
    raw,
    get: (p) => call('GET', p),
    post: (p, b) => call('POST', p, b ?? {}),
    async advance(ms) {
      const r = await call('POST', '/_sim/clock/advance', { ms });
      if (r.status !== 200) throw new Error(`advance answered ${r.status}`);
    },
    async finish(stepMs = 250, maxSteps = 200) {
      for (let i = 0; i < maxSteps; i++) {
        const c = await call('GET', '/api/v2/transactions/current.json');
        if (c.status === 404) return;
        await s.advance(stepMs);
      }
      throw new Error('transaction still active after the step bound');
    },
    stop: () => sim.stop(),
  };
  return s;
}

export type Json = Record<string, unknown>;

export function txn(a: Answer): Json {
  return (a.body as { transaction: Json }).transaction;
}
