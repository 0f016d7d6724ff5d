/**
 * Drives one transaction to its end on any target: polls the transaction
 * with backoff, mirrors screen changes for an operator, and on a simulator
 * moves the simulated clock so a flow ends in milliseconds. Bounded: never
 * longer than the transaction's own timeout (plus a margin for the host).
 */
import { pollUntil } from './pollUntil.js';
import type { TerminalClient, TerminalResponse } from './terminalClient.js';
import { transactionOf } from '../../judging/checks/terminal/exchange.js';

export interface DriveOptions {
  readonly client: TerminalClient;
  /** On a simulator: advance its clock by this many ms between polls. */
  readonly advanceClock?: ((ms: number) => Promise<void>) | undefined;
  /** Called with the new screen text whenever it changes (operator mode). */
  readonly onScreen?: ((text: string) => void) | undefined;
  /** Called with every answer fetched, so checks can scan all of them. */
  readonly onResponse?: ((r: TerminalResponse) => void) | undefined;
  /** Real milliseconds to wait at most. */
  readonly timeoutMs: number;
}

export interface DriveResult {
  /** The last transaction document read (ended when `ended`). */
  readonly doc: Record<string, unknown> | undefined;
  readonly ended: boolean;
  /** Distinct `status` values seen while polling, in order (TM-LIFE-6). */
  readonly statuses: readonly unknown[];
}

/** Simulated milliseconds to move per poll: longer than any flow step of the simulator. */
const SIM_STEP_MS = 2_000;
/** Margin beyond timeout_ms for the host exchange and the end screens. */
export const HOST_MARGIN_MS = 60_000;

/** Waits until transaction `id` is no longer active. */
export async function driveToEnd(id: string, o: DriveOptions): Promise<DriveResult> {
  // A start answered with a redirect or an error has no id: polling `transactions/undefined.json`
  // would only add noise to the one real finding (the start's answer).
  if (typeof id !== 'string' || id === '') {
    throw new Error(`no transaction to poll: the start gave no transaction id (got ${JSON.stringify(id)})`);
  }
  const statuses: unknown[] = [];
  let screenText: string | undefined;
  const mirror = async (): Promise<void> => {
    if (o.onScreen === undefined) return;
    const s = await o.client.screen();
    const text = (s.body as { scene?: { text?: unknown } } | undefined)?.scene?.text;
    if (typeof text === 'string' && text !== screenText) {
      screenText = text;
      o.onScreen(text);
    }
  };
  const result = await pollUntil(
    async () => {
      const r = await o.client.transaction(id);
      o.onResponse?.(r);
      const t = transactionOf(r);
      if (t !== undefined && statuses[statuses.length - 1] !== t.status) statuses.push(t.status);
      return t;
    },
    (t) => t?.is_active === false,
    {
      timeoutMs: o.timeoutMs,
      between: async () => {
        if (o.advanceClock !== undefined) await o.advanceClock(SIM_STEP_MS);
        await mirror();
      },
      // A live device: clients poll about every 500 ms (field notes), start faster.
      maxDelayMs: o.advanceClock === undefined ? 500 : 100,
    },
  );
  return result.done
    ? { doc: result.value, ended: true, statuses }
    : { doc: result.last, ended: false, statuses };
}
