/**
 * Text instructions for one buffer with distinct y values, so every
 * permutation must print the same paper (ties would keep list order).
 */
import fc from 'fast-check';
import type { TextInstruction } from '../../printer/index.js';
import { textInstruction } from './textInstruction.js';

export function textBuffer(maxLength = 10): fc.Arbitrary<TextInstruction[]> {
  return fc
    .uniqueArray(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength })
    .chain((ys) => fc.tuple(...ys.map((y) => textInstruction().map((t) => ({ ...t, y })))));
}
