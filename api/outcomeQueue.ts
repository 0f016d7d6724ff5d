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

/** A simulator's control API, as a test reaches it. */
export interface SimulatorEndpoint {
  /** The simulator's base URL, e.g. `http://127.0.0.1:8080` (or the proxy's in front of it). */
  readonly url: string;
  /** Headers the control API needs: the terminal's credential; none for the gateway. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Queues, reads and clears one simulator's next outcomes. */
export interface OutcomeQueue<N extends string> {
  /** Appends outcomes; the simulator takes them oldest first. Resolves what is queued now. */
  queue(...names: N[]): Promise<readonly N[]>;
  /** What is still queued, oldest first. */
  pending(): Promise<readonly N[]>;
  /** Empties the queue (so does `POST /_sim/reset`). */
  clear(): Promise<void>;
}

async function call(endpoint: SimulatorEndpoint, method: string, body?: unknown): Promise<string[]> {
  const r = await fetch(`${endpoint.url.replace(/\/+$/, '')}/_sim/outcomes`, {
    method,
    headers: { ...endpoint.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await r.text();
  if (r.status !== 200)
    throw new Error(`${method} ${endpoint.url}/_sim/outcomes answered ${r.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { queue: string[] }).queue;
}

/**
 * The outcome queue of the simulator at `endpoint`. Used by
 * `startSimulators()`'s handles; call it directly for a simulator another
 * process runs (`paycert simulate`), e.g.
 * `outcomeQueue<TerminalOutcome>({ url, headers: { authorization } })`.
 */
export function outcomeQueue<N extends string>(endpoint: SimulatorEndpoint): OutcomeQueue<N> {
  return {
    async queue(...names) {
      return (await call(endpoint, 'POST', { queue: names })) as N[];
    },
    async pending() {
      return (await call(endpoint, 'GET')) as N[];
    },
    async clear() {
      await call(endpoint, 'DELETE');
    },
  };
}
