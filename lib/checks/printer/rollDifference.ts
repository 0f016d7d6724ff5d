/** The first difference of two rolls in one line, or undefined when they are equal. */
import { isDeepStrictEqual } from 'node:util';
import type { PaperRoll } from '../../printer/index.js';

export function rollDifference(want: PaperRoll, got: PaperRoll): string | undefined {
  const n = Math.max(want.entries.length, got.entries.length);
  for (let i = 0; i < n; i++) {
    if (!isDeepStrictEqual(want.entries[i], got.entries[i])) {
      return `entry ${i}: want ${JSON.stringify(want.entries[i] ?? null)}, got ${JSON.stringify(got.entries[i] ?? null)}`;
    }
  }
  return want.length === got.length ? undefined : `paper length: want ${want.length}, got ${got.length}`;
}
