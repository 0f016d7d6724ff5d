/**
 * The printed paper as lib/judging/printer/'s PaperRoll: read from the simulator's
 * control answer (GET /_sim/paper), cut to what one job added, moved, and
 * compared entry by entry.
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

/** A reading of the roll: the entries kept (the newest, at most the simulator's bound) and, when given, how many were ever printed. */
export interface PaperReading extends PaperRoll {
  readonly total?: number;
}

/** The roll in a control answer: the roll itself, or under `paper` or `roll` (with the answer's `total`). */
export function paperOf(body: unknown): PaperReading | undefined {
  if (isRoll(body)) return body;
  if (body !== null && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const total = typeof b.total === 'number' ? { total: b.total } : {};
    if (isRoll(b.paper)) return { ...b.paper, ...total };
    if (isRoll(b.roll)) return { ...b.roll, ...total };
  }
  return undefined;
}

/**
 * What was printed between two readings of the roll, repositioned to start
 * at 0. Counted by `total` when the simulator gives it: once the roll keeps
 * only its newest entries (the oldest torn off), the kept count stays the
 * same while printing goes on, and cutting by it would find nothing new.
 */
export function paperAdded(before: PaperReading, after: PaperReading): PaperRoll {
  let fresh: PaperEntry[];
  if (before.total !== undefined && after.total !== undefined) {
    const n = after.total - before.total;
    if (n < 0 || n > after.entries.length)
      throw new Error(
        `the roll keeps ${after.entries.length} entries and ${n} were printed between the readings: they cannot be compared`,
      );
    fresh = after.entries.slice(after.entries.length - n);
  } else fresh = after.entries.slice(before.entries.length);
  const entries: PaperEntry[] = fresh.map((e) => ({ ...e, y: e.y - before.length }));
  return { entries, length: after.length - before.length };
}

/** Moves a roll down by `by` dots: what a job prints after `by` dots of earlier paper. */
export function shiftRoll(roll: PaperRoll, by: number): PaperRoll {
  return { entries: roll.entries.map((e) => ({ ...e, y: e.y + by })), length: roll.length + by };
}

/**
 * Two printed entries are the same when every field is equal, positions
 * within a millionth of a dot: fractional dots are allowed ("number"), and
 * the order of floating-point additions must not make a difference no
 * printer could show.
 */
export function sameEntry(a: PaperEntry | undefined, b: PaperEntry | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const [x, y] = [
      (a as unknown as Record<string, unknown>)[k],
      (b as unknown as Record<string, unknown>)[k],
    ];
    if (typeof x === 'number' && typeof y === 'number') {
      if (Math.abs(x - y) > 1e-6 * Math.max(1, Math.abs(x), Math.abs(y))) return false;
    } else if (x !== y) return false;
  }
  return true;
}

const sameLength = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

/** The first difference of two rolls in one line, or undefined when they are equal. */
export function rollDifference(want: PaperRoll, got: PaperRoll): string | undefined {
  const n = Math.max(want.entries.length, got.entries.length);
  for (let i = 0; i < n; i++) {
    if (!sameEntry(want.entries[i], got.entries[i])) {
      return `entry ${i}: want ${JSON.stringify(want.entries[i] ?? null)}, got ${JSON.stringify(got.entries[i] ?? null)}`;
    }
  }
  return sameLength(want.length, got.length)
    ? undefined
    : `paper length: want ${want.length}, got ${got.length}`;
}
