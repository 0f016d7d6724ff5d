/**
 * The newest request-log lines (kit/requestLog.ts), for the pages: the
 * console prints each line once, a page opened later still shows the last
 * few hundred. Bounded; each line is numbered so a page asks only for what
 * it has not shown.
 */
export interface NumberedLine {
  readonly seq: number;
  readonly line: string;
}

export class RecentLines {
  private lines: NumberedLine[] = [];
  private next = 1;

  constructor(
    private readonly max = 500,
    private readonly onAdd: () => void = () => undefined,
  ) {}

  add(line: string): void {
    this.lines.push({ seq: this.next++, line });
    // Dropped in batches: one splice per max/4 lines, not one shift per line.
    if (this.lines.length > this.max + this.max / 4) this.lines = this.lines.slice(-this.max);
    this.onAdd();
  }

  /** Lines numbered above `seq`, oldest first (at most `max`). */
  after(seq: number): NumberedLine[] {
    const from = this.lines.findIndex((l) => l.seq > seq);
    return from < 0 ? [] : this.lines.slice(Math.max(from, this.lines.length - this.max));
  }
}
