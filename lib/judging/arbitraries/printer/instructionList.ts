/** A valid instruction list for print.json, from `minLength` (0 unless given) to `maxLength` instructions. */
import fc from 'fast-check';
import type { PrinterInstruction } from '../../printer/index.js';
import { printerInstruction } from './printerInstruction.js';

export function instructionList(maxLength = 16, minLength = 0): fc.Arbitrary<PrinterInstruction[]> {
  return fc.array(printerInstruction(), { minLength, maxLength });
}
