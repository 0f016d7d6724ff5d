/**
 * The gateway's time source is the kit's clock (simulators/kit/simClock.ts)
 * at real-time speed: the control API moves it forward (POST /_sim/clock) so
 * expiry can be tested without waiting, and reset returns it to real time.
 */
import { SimClock } from '../kit/simClock.js';

export class Clock extends SimClock {
  constructor() {
    super(1);
  }
}

/** ISO 8601 UTC with fractional seconds (spec A. Payment job response: createDateTimeUtc). */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * Wraps a timestamp formatter with a one-entry memory. Under load many
 * requests fall in the same millisecond, and formatting allocates a Date and
 * costs about 0.4 µs; give each call site its own, so they do not evict each other.
 */
export function rememberLast(format: (ms: number) => string): (ms: number) => string {
  let lastMs = Number.NaN;
  let last = '';
  return (ms) => {
    if (ms !== lastMs) {
      last = format(ms);
      lastMs = ms;
    }
    return last;
  };
}
