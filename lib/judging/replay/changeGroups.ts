/**
 * A replay's changes as a person reads them: one change seen on many
 * exchanges (the same field changed the same way, on whichever endpoints
 * answer that document) is one group with its count, the exchange numbers
 * and the endpoints, and the MUST-breaking
 * changes are grouped by the requirement they break. The console and
 * replay.md show groups; replay.json keeps every change of every exchange.
 */
import { plural } from '../../reporting/report/verdictLines.js';
import type { Change, ReplayedExchange } from './replayTypes.js';

export interface ChangeGroup {
  /** The first exchange's change, standing for all of them. */
  readonly change: Change;
  /** The endpoints whose answers showed it (one document, such as a transaction, has several). */
  readonly endpoints: readonly string[];
  /** The exchanges that showed it, in order. */
  readonly seqs: readonly number[];
}

/** What makes two changes one: the kind, the field, what changed, and its severity. */
export function changeKey(c: Change): string {
  return [c.kind, c.field ?? '', c.detail, c.severity, c.requirement ?? ''].join('\u0000');
}

/** The changes, one group per key, in the order first seen. */
export function groupChanges(exchanges: readonly ReplayedExchange[]): ChangeGroup[] {
  const groups = new Map<string, { change: Change; endpoints: string[]; seqs: number[] }>();
  for (const e of exchanges)
    for (const c of e.changes) {
      const key = changeKey(c);
      const g = groups.get(key);
      if (g === undefined) groups.set(key, { change: c, endpoints: [e.endpoint], seqs: [e.seq] });
      else {
        if (!g.endpoints.includes(e.endpoint)) g.endpoints.push(e.endpoint);
        if (g.seqs[g.seqs.length - 1] !== e.seq) g.seqs.push(e.seq);
      }
    }
  return [...groups.values()];
}

/** The MUST-breaking groups by the requirement they break, with every exchange that broke it. */
export function byRequirement(groups: readonly ChangeGroup[]): Map<string, ChangeGroup[]> {
  const out = new Map<string, ChangeGroup[]>();
  for (const g of groups) {
    const id = g.change.requirement;
    if (g.change.severity !== 'must' || id === undefined) continue;
    out.set(id, [...(out.get(id) ?? []), g]);
  }
  return out;
}

const shownSeqs = 8;

/** `12 exchanges: #3, #5, …` — how many, and which (the first few). */
export function exchangesText(seqs: readonly number[]): string {
  const shown = seqs.slice(0, shownSeqs).map((s) => `#${s}`);
  return `${plural(seqs.length, 'exchange')}: ${shown.join(', ')}${seqs.length > shownSeqs ? ', …' : ''}`;
}
