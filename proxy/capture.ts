/**
 * The part of a body the client judge sees: the first `limit` bytes, kept
 * while the whole body streams past, and the full length (RawMessage:
 * `bodyBytes` tells the real size when the capture was cut).
 */
export class Capture {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  /** Every byte that crossed, captured or not. */
  total = 0;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.total += chunk.length;
    const room = this.limit - this.kept;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.chunks.push(part);
    this.kept += part.length;
  }

  body(): Buffer {
    return this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks, this.kept);
  }
}
