/**
 * What a replay says while it runs (stderr): a line each time a change not
 * seen before appears (later exchanges with the same change are only
 * counted: changeGroups.ts), and how far it is every `every` exchanges and
 * at the end, so a long recording shows progress without a line per exchange.
 */
import { plural } from '../../reporting/report/verdictLines.js';
import { changeKey } from './changeGroups.js';
import type { ReplayedExchange } from './replayTypes.js';

export class ReplayProgress {
  private readonly seen = new Set<string>();
  private done = 0;
  private changed = 0;

  constructor(
    private readonly total: number,
    private readonly log: (line: string) => void,
    private readonly every = 25,
  ) {}

  exchange(e: ReplayedExchange): void {
    this.done++;
    if (e.changes.length > 0) this.changed++;
    for (const c of e.changes) {
      const key = changeKey(c);
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      const mark = c.severity === 'must' ? `MUST-breaking ${c.requirement ?? ''}` : 'spec silent';
      this.log(
        `  #${e.seq} ${e.endpoint} ${c.kind}${c.field === undefined ? '' : ` ${c.field}`}: ${c.detail}  [${mark}]`,
      );
    }
    if (this.done % this.every === 0 || this.done === this.total)
      this.log(`${this.done} of ${plural(this.total, 'exchange')} replayed, ${this.changed} changed`);
  }
}
