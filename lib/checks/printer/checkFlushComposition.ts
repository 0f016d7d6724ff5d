/** PR-7 (flush "flushes the print buffer between commands"): A, flush, B prints A, then B below it. */
import type { PaperRoll } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';
import { rollDifference } from './rollDifference.js';
import { shiftRoll } from './shiftRoll.js';

export function checkFlushComposition(a: PaperRoll, b: PaperRoll, whole: PaperRoll): void {
  const want: PaperRoll = {
    entries: [...a.entries, ...shiftRoll(b, a.length).entries],
    length: a.length + b.length,
  };
  const diff = rollDifference(want, whole);
  ensure(diff === undefined, 'PR-7', `A + flush + B is not A then B: ${diff ?? ''}`);
}
