/**
 * The outcome queue of a simulator's control API (`/_sim/outcomes`): the
 * next outcomes the simulator produces, in order, so an application's own
 * tests reach each of its branches on demand (examples/outcomes/).
 */
import type { GatewayQueued } from '../simulators/gateway/queuedOutcomes.js';
import type { TerminalQueued } from '../simulators/terminal/queuedOutcomes.js';

/** What the terminal's next sales, refunds and prints do. */
export type TerminalOutcome = TerminalQueued;
/** How the gateway's next opened 3-D Secure pages end. */
export type GatewayOutcome = GatewayQueued;

/** A timed drill's duration, in the simulator's simulated milliseconds (1 to 60000). */
type Timed<N extends string> = N | `${N}:${number}`;
/** What the terminal's next start meets (docs/drills.md). */
export type TerminalDrill = 'lost-start-answer' | Timed<'slow-start-answer'> | Timed<'terminal-unreachable'>;
/** What the gateway's next payment job create meets (docs/drills.md). */
export type GatewayDrill = 'gateway-5xx-after-create' | 'gateway-closed-after-create';

/** A simulator's control API, as a test reaches it. */
export interface SimulatorEndpoint {
  /** The simulator's base URL, e.g. `http://127.0.0.1:8080` (or the proxy's in front of it). */
  readonly url: string;
  /** Headers the control API needs: the terminal's credential; none for the gateway. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Queues, reads and clears one simulator's next outcomes, and arms its drills. */
export interface OutcomeQueue<N extends string, D extends string = never> {
  /** Appends outcomes; the simulator takes them oldest first. Resolves what is queued now. */
  queue(...names: N[]): Promise<readonly N[]>;
  /** What is still queued, oldest first. */
  pending(): Promise<readonly N[]>;
  /** Empties the queue (so does `POST /_sim/reset`). */
  clear(): Promise<void>;
  /**
   * Arms drills (`/_sim/drills`, docs/drills.md): transport faults the next
   * matching exchange meets, each once, e.g. `drill('lost-start-answer')`:
   * the next start is executed and its answer lost. `POST /_sim/reset`
   * disarms them. Resolves the drills still armed, oldest first.
   */
  drill(...drills: D[]): Promise<readonly { name: string; ms?: number }[]>;
}

async function call(
  endpoint: SimulatorEndpoint,
  method: string,
  body?: unknown,
  route = 'outcomes',
): Promise<unknown> {
  const r = await fetch(`${endpoint.url.replace(/\/+$/, '')}/_sim/${route}`, {
    method,
    headers: { ...endpoint.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  if (r.status !== 200)
    throw new Error(`${method} ${endpoint.url}/_sim/${route} answered ${r.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * The outcome queue of the simulator at `endpoint`. Used by
 * `startSimulators()`'s handles; call it directly for a simulator another
 * process runs (`paycert simulate`), e.g.
 * `outcomeQueue<TerminalOutcome, TerminalDrill>({ url, headers: { authorization } })`.
 */
export function outcomeQueue<N extends string, D extends string = never>(
  endpoint: SimulatorEndpoint,
): OutcomeQueue<N, D> {
  return {
    async queue(...names) {
      return ((await call(endpoint, 'POST', { queue: names })) as { queue: N[] }).queue;
    },
    async pending() {
      return ((await call(endpoint, 'GET')) as { queue: N[] }).queue;
    },
    async drill(...drills) {
      return (
        (await call(endpoint, 'POST', { drills }, 'drills')) as { drills: { name: string; ms?: number }[] }
      ).drills;
    },
    async clear() {
      await call(endpoint, 'DELETE');
    },
  };
}
