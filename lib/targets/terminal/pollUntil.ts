/**
 * Bounded polling with backoff (20 ms growing to 250 ms): never a fixed
 * sleep, never longer than the deadline the caller gives.
 */

export interface PollOptions {
  /** Give up after this many milliseconds. */
  readonly timeoutMs: number;
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Called between attempts (e.g. to advance a simulated clock); errors propagate. */
  readonly between?: () => Promise<void>;
}

export type PollResult<T> =
  { readonly done: true; readonly value: T } | { readonly done: false; readonly last: T | undefined };

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Calls `probe` until `accept` holds for its value or the deadline passes. */
export async function pollUntil<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  options: PollOptions,
): Promise<PollResult<T>> {
  const deadline = Date.now() + options.timeoutMs;
  let delay = options.firstDelayMs ?? 20;
  const maxDelay = options.maxDelayMs ?? 250;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (accept(last)) return { done: true, value: last };
    const left = deadline - Date.now();
    if (left <= 0) return { done: false, last };
    await pause(Math.min(delay, left));
    delay = Math.min(maxDelay, Math.ceil(delay * 1.6));
    if (options.between !== undefined) await options.between();
  }
}
