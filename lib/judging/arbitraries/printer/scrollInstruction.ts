/** A valid scroll instruction: feeds `amount` dots (spec B. Printer instruction). */
import fc from 'fast-check';
import type { ScrollInstruction } from '../../printer/index.js';

export function scrollInstruction(): fc.Arbitrary<ScrollInstruction> {
  return fc.record({ command: fc.constant('scroll' as const), amount: fc.integer({ min: 1, max: 200 }) });
}
