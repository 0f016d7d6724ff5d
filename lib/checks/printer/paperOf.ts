/**
 * Reads the simulator's paper (GET /_sim/paper) as a PaperRoll of
 * lib/printer/, and cuts out what one print job added, with y counted from
 * where that job started, so it compares with printOnFreshPaper.
 */
import type { PaperEntry, PaperRoll } from '../../printer/index.js';

function isRoll(v: unknown): v is PaperRoll {
  return (
    v !== null &&
    typeof v === 'object' &&
    Array.isArray((v as PaperRoll).entries) &&
    typeof (v as PaperRoll).length === 'number'
  );
}

/** The roll in a control answer: the roll itself, or under `paper` or `roll`. */
export function paperOf(body: unknown): PaperRoll | undefined {
  if (isRoll(body)) return body;
  if (body !== null && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (isRoll(b.paper)) return b.paper;
    if (isRoll(b.roll)) return b.roll;
  }
  return undefined;
}

/** What was printed between two readings of the roll, repositioned to start at 0. */
export function paperAdded(before: PaperRoll, after: PaperRoll): PaperRoll {
  const entries: PaperEntry[] = after.entries
    .slice(before.entries.length)
    .map((e) => ({ ...e, y: e.y - before.length }));
  return { entries, length: after.length - before.length };
}
