/** The flush instruction (spec B. Printer instruction): no fields. */
import fc from 'fast-check';
import type { FlushInstruction } from '../../printer/index.js';

export function flushInstruction(): fc.Arbitrary<FlushInstruction> {
  return fc.constant({ command: 'flush' as const });
}
