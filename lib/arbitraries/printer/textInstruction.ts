/**
 * A valid text instruction (spec B. Printer instruction): every field over
 * its whole input space. x, y and the style numbers are numbers, whole or
 * fractional ("number"); y is not negative (the one rule on it); font_size has
 * no default and no rule makes it required, so it is sometimes left out.
 */
import fc from 'fast-check';
import type { TextInstruction } from '../../printer/index.js';
import { receiptText } from './receiptText.js';

/** A number from `min` to `max`: an integer most of the time, a fraction otherwise. */
function dots(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 3 },
    { arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), weight: 1 },
  );
}

export function textInstruction(options: { maxY?: number } = {}): fc.Arbitrary<TextInstruction> {
  return fc.record(
    {
      command: fc.constant('text' as const),
      text: fc.oneof(
        { arbitrary: receiptText(), weight: 3 },
        { arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }), weight: 1 },
      ),
      x: dots(-20, 600),
      y: dots(0, options.maxY ?? 300),
      font_size: dots(1, 96),
      line_width: dots(0, 40),
      skew_x: dots(-20, 20),
      underline: fc.boolean(),
      strikethru: fc.boolean(),
      reverse: fc.boolean(),
      family: fc.oneof(fc.constantFrom('Arial', 'Courier', 'Helvetica'), fc.string({ maxLength: 12 })),
    },
    { requiredKeys: ['command', 'text', 'x', 'y'] },
  );
}
