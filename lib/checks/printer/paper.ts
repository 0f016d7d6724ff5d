/**
 * The printed paper as lib/printer/'s PaperRoll: read from the simulator's
 * control answer (GET /_sim/paper), cut to what one job added, moved, and
 * compared entry by entry.
 */
import { isDeepStrictEqual } from 'node:util';
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

/** Moves a roll down by `by` dots: what a job prints after `by` dots of earlier paper. */
export function shiftRoll(roll: PaperRoll, by: number): PaperRoll {
  return { entries: roll.entries.map((e) => ({ ...e, y: e.y + by })), length: roll.length + by };
}

/** The first difference of two rolls in one line, or undefined when they are equal. */
export function rollDifference(want: PaperRoll, got: PaperRoll): string | undefined {
  const n = Math.max(want.entries.length, got.entries.length);
  for (let i = 0; i < n; i++) {
    if (!isDeepStrictEqual(want.entries[i], got.entries[i])) {
      return `entry ${i}: want ${JSON.stringify(want.entries[i] ?? null)}, got ${JSON.stringify(got.entries[i] ?? null)}`;
    }
  }
  return want.length === got.length ? undefined : `paper length: want ${want.length}, got ${got.length}`;
}
