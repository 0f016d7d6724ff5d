/**
 * Exchanges finish in any order but the client judge reads them in `seq`
 * order (ClientJudge.observe). Finished exchanges wait here until every
 * earlier one has finished; since every exchange ends within the proxy's
 * time limits and at most `maxConnections` are open, the wait and the
 * number waiting are bounded.
 */
export class InSeqOrder<T> {
  private next = 1;
  private readonly waiting = new Map<number, T>();
  /** Exchanges handed over after a later one, because the wait for them passed `maxWaiting`. */
  late = 0;

  /**
   * `maxWaiting` bounds the wait as a last resort: should an exchange ever
   * fail to finish, the ones behind it are handed over past it rather than
   * held without bound (and it is handed over late if it does finish).
   */
  constructor(
    private readonly deliver: (item: T) => void,
    private readonly maxWaiting = 4_096,
  ) {}

  /** Hands over `item` (number `seq`) and every waiting successor now in order. */
  done(seq: number, item: T): void {
    if (seq < this.next) {
      this.late++;
      this.deliver(item);
      return;
    }
    this.waiting.set(seq, item);
    if (this.waiting.size > this.maxWaiting) this.next = Math.min(...this.waiting.keys());
    for (let x = this.waiting.get(this.next); x !== undefined; x = this.waiting.get(this.next)) {
      this.waiting.delete(this.next);
      this.next++;
      this.deliver(x);
    }
  }

  /** How many finished exchanges wait for an earlier one. */
  get pending(): number {
    return this.waiting.size;
  }

  /** At shutdown: delivers what still waits, in order, skipping numbers that never finished. */
  flush(): void {
    for (const seq of [...this.waiting.keys()].sort((a, b) => a - b)) {
      const item = this.waiting.get(seq) as T;
      this.waiting.delete(seq);
      this.next = seq + 1;
      this.deliver(item);
    }
  }
}
