/**
 * "Ready" by the spec's own definition (States B): the screen path
 * `app.views.layouts.idle` "means the transaction has ended and the device is
 * ready for another". Idle implies ended; ended does not imply idle at once
 * (a device shows the result first), so a start waits for idle, bounded.
 */
import { ConfigError } from '../config/configError.js';
import { envValue } from '../config/env.js';
import { pollUntil } from './pollUntil.js';
import type { TerminalClient, TerminalResponse } from './terminalClient.js';
import { transactionOf } from '../../judging/checks/terminal/exchange.js';

export const IDLE_SCENE_PATH = 'app.views.layouts.idle';

/** How long a start waits for the idle screen (PAYCERT_READY_TIMEOUT_MS); a device may show results for a while. */
export function readyTimeoutMs(fallback: number): number {
  const v = envValue('PAYCERT_READY_TIMEOUT_MS');
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0)
    throw new ConfigError(`PAYCERT_READY_TIMEOUT_MS must be a positive integer (milliseconds), got "${v}".`);
  return n;
}

export function scenePath(r: TerminalResponse): unknown {
  return (r.body as { scene?: { path?: unknown } } | undefined)?.scene?.path;
}

function transactionActive(r: TerminalResponse): boolean {
  if (r.status >= 400) return false;
  return transactionOf(r)?.is_active === true;
}

export interface ReadyOptions {
  readonly timeoutMs: number;
  /** Between polls: e.g. move a simulator's clock so its result screen passes. */
  readonly between?: () => Promise<void>;
}

/**
 * `ready`: the idle screen shows and nothing is active. `active`: a transaction is in progress
 * (the caller starts on purpose while busy, or must end it first): no wait. `not-ready`: still
 * no idle screen after the timeout (a device showing its result longer than configured).
 */
export type DeviceReadiness = 'ready' | 'active' | 'not-ready';

/** Waits, bounded, until the idle screen shows; returns at once while a transaction is active. */
export async function waitUntilReady(client: TerminalClient, o: ReadyOptions): Promise<DeviceReadiness> {
  const r = await pollUntil(
    async (): Promise<DeviceReadiness> => {
      if (transactionActive(await client.current())) return 'active';
      return scenePath(await client.screen()) === IDLE_SCENE_PATH ? 'ready' : 'not-ready';
    },
    (state) => state !== 'not-ready',
    { timeoutMs: o.timeoutMs, maxDelayMs: 250, ...(o.between === undefined ? {} : { between: o.between }) },
  );
  return r.done ? r.value : 'not-ready';
}
