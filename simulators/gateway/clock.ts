/**
 * The simulator's time source. The system clock by default; the control API
 * can move it forward (POST /_sim/clock) so expiry can be tested without waiting.
 */
export class Clock {
  private offsetMs = 0;

  /** Milliseconds since the Unix epoch, shifted by any advance. */
  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
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
