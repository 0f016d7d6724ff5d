/**
 * An instruction print.json must refuse (spec B. Printer instruction; Limits,
 * rule 2): negative y, an unknown command, a missing or mistyped field.
 */
import fc from 'fast-check';
import { textInstruction } from './textInstruction.js';

export function invalidInstruction(): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    textInstruction().chain((t) => fc.integer({ min: -500, max: -1 }).map((y) => ({ ...t, y }))),
    fc.constantFrom('image', 'barcode', 'cut', 'TEXT', '').map((command) => ({ command })),
    textInstruction().chain((t) =>
      fc.constantFrom('text', 'x', 'y', 'font_size').map((field) => {
        const copy: Record<string, unknown> = { ...t };
        delete copy[field];
        return copy;
      }),
    ),
    textInstruction().map((t) => ({ ...t, font_size: String(t.font_size) })),
    fc.constant({ command: 'scroll' }),
  );
}
