/**
 * "Something a page shows may have changed": the simulators poke the feed
 * where their state moves (an answered request, a step of the clock, a
 * request-log line) and each open page recomputes its view from the
 * simulator's own state (no copy of it is kept here). Pokes close together
 * are one notification. With no page open a poke costs one comparison.
 */

/** Pokes within this many ms are one notification: a card flow moves in steps of about 100 ms. */
const coalesceMs = 25;

export class ChangeFeed {
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;

  /** Whether a page is watching. */
  get watched(): boolean {
    return this.listeners.size > 0;
  }

  /** Calls `listener` after changes; returns the function that stops it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  poke(): void {
    if (this.listeners.size === 0 || this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      for (const l of [...this.listeners]) l();
    }, coalesceMs);
    this.timer.unref();
  }
}
