/** Any valid printer instruction, mostly text (as on a receipt). */
import fc from 'fast-check';
import type { PrinterInstruction } from '../../printer/index.js';
import { flushInstruction } from './flushInstruction.js';
import { scrollInstruction } from './scrollInstruction.js';
import { textInstruction } from './textInstruction.js';

export function printerInstruction(): fc.Arbitrary<PrinterInstruction> {
  return fc.oneof(
    { arbitrary: textInstruction(), weight: 6 },
    { arbitrary: scrollInstruction(), weight: 1 },
    { arbitrary: flushInstruction(), weight: 1 },
  );
}
