/**
 * The outcome coverage table: for each outcome an application can meet
 * (clientOutcomes), how many times the proxy saw it and the first exchange.
 * Each transaction or payment job counts once (a bounded memory of the ids
 * already counted), a refused start or print once per exchange.
 */
import { BoundedMap } from './boundedMap.js';
import { coverageOutcomes, type ClientOutcome } from './clientJudge.js';

export interface OutcomeCount {
  readonly outcome: ClientOutcome;
  readonly met: boolean;
  readonly count: number;
  readonly firstSeq?: number;
}

export class OutcomeCoverage {
  private readonly counts = new Map<ClientOutcome, { count: number; firstSeq: number }>();
  /** Ids (transaction, payment job) already counted, so a polled document counts once. */
  private readonly counted: BoundedMap<string, true>;

  constructor(capacity: number) {
    this.counted = new BoundedMap(capacity);
  }

  /** Counts `outcome` at `seq`; with `once`, only the first time for that id. */
  meet(outcome: ClientOutcome, seq: number, once?: string): void {
    if (once !== undefined) {
      if (this.counted.has(once)) return;
      this.counted.set(once, true);
    }
    const c = this.counts.get(outcome);
    if (c === undefined) this.counts.set(outcome, { count: 1, firstSeq: seq });
    else c.count++;
  }

  table(): OutcomeCount[] {
    return coverageOutcomes.map((outcome) => {
      const c = this.counts.get(outcome);
      return c === undefined
        ? { outcome, met: false, count: 0 }
        : { outcome, met: true, count: c.count, firstSeq: c.firstSeq };
    });
  }

  get memory(): number {
    return this.counted.size;
  }
}
