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
