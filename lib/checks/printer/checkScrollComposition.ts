/**
 * PR-5 and PR-6 (scroll "flushes the buffer first, then scrolls. Later text
 * instructions must use y values counted from 0 again"): A, scroll n, B
 * prints A, then n dots of feed, then B as if on fresh paper below.
 */
import type { PaperRoll } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';
import { rollDifference } from './rollDifference.js';
import { shiftRoll } from './shiftRoll.js';

export function checkScrollComposition(a: PaperRoll, amount: number, b: PaperRoll, whole: PaperRoll): void {
  const feedAt = a.length;
  const want: PaperRoll = {
    entries: [...a.entries, { kind: 'feed', y: feedAt, amount }, ...shiftRoll(b, feedAt + amount).entries],
    length: feedAt + amount + b.length,
  };
  const diff = rollDifference(want, whole);
  const id = diff?.includes('"feed"') === true ? 'PR-5' : 'PR-6';
  ensure(diff === undefined, id, `A + scroll ${amount} + B is not A, a feed, then B from y 0: ${diff ?? ''}`);
}
