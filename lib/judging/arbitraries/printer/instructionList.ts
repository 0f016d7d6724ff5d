/** A valid instruction list for print.json, up to `maxLength` instructions. */
import fc from 'fast-check';
import type { PrinterInstruction } from '../../printer/index.js';
import { printerInstruction } from './printerInstruction.js';

export function instructionList(maxLength = 16): fc.Arbitrary<PrinterInstruction[]> {
  return fc.array(printerInstruction(), { minLength: 0, maxLength });
}
