/**
 * The body bytes the proxy keeps for the judge and the recording, bounded
 * twice: each body up to the capture limit, and all bodies of all
 * connections together up to one budget in bytes (docs/proxy.md, "Bounds").
 * A capture takes its bytes from the budget as the body passes; past either
 * bound the rest of the body streams on uncaptured and the capture is cut
 * (the judge does not judge a cut body, the recording says `bodyCut`).
 * The bytes go back to the budget once the exchange is judged and recorded,
 * so memory does not grow with the number of connections or their speed.
 */
export class CaptureBudget {
  private used = 0;
  /** Captures cut because the budget, not the capture limit, was spent. */
  cutByBudget = 0;

  constructor(readonly maxBytes: number) {}

  get usedBytes(): number {
    return this.used;
  }

  take(n: number): boolean {
    if (this.used + n > this.maxBytes) return false;
    this.used += n;
    return true;
  }

  /** Bytes a capture holds whatever the budget says (a rewritten body, a few bytes longer than the one it replaces). */
  force(n: number): void {
    this.used += n;
  }

  give(n: number): void {
    this.used -= n;
  }
}

export class Capture {
  private readonly chunks: Buffer[] = [];
  /** Bytes kept (taken from the budget). */
  kept = 0;
  /** Bytes that passed, kept or not. */
  total = 0;
  private full = false;

  constructor(
    private readonly budget: CaptureBudget,
    private readonly limit: number,
  ) {}

  /** Whether the capture stopped before the body's end (so far). */
  get cut(): boolean {
    return this.kept < this.total;
  }

  add(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.full) return;
    const n = Math.min(chunk.length, this.limit - this.kept);
    if (n < chunk.length) this.full = true;
    if (n === 0) return;
    if (!this.budget.take(n)) {
      this.full = true;
      this.budget.cutByBudget++;
      return;
    }
    // A part of a chunk is copied, so the rest of it is not held beyond the bytes counted.
    this.chunks.push(n === chunk.length ? chunk : Buffer.from(chunk.subarray(0, n)));
    this.kept += n;
  }

  /** The chunks kept so far, in order (the same Buffers: nothing copied). */
  get parts(): readonly Buffer[] {
    return this.chunks;
  }

  /** The body as the client got it, when the proxy changed it (a rewritten link): it replaces what was kept. */
  replace(body: Buffer): void {
    this.budget.give(this.kept);
    this.budget.force(body.length);
    this.chunks.length = 0;
    this.chunks.push(body);
    this.kept = body.length;
    this.total = body.length;
  }

  body(): Buffer {
    return this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.kept);
  }
}
