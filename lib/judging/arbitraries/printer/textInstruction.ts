/**
 * A valid text instruction (spec B. Printer instruction) with what the
 * spec's words make valid, and nothing a device may refuse by its own choice
 * (deviceChoiceList.ts sends that): x, y and the style numbers are numbers,
 * whole or fractional ("number"); y is not negative (the one rule on it), nor
 * is x, a "horizontal distance from the left"; family, when set, is Arial,
 * the one name the spec gives ("family (string, default Arial)"); font_size
 * has no default and no rule makes it required, so it is sometimes left out.
 */
import fc from 'fast-check';
import type { TextInstruction } from '../../printer/index.js';
import { receiptText } from './receiptText.js';

/** Fractions are multiples of this: a 1,024th of a dot. */
const grid = 1024;

/**
 * A number from `min` to `max`: an integer most of the time, a fraction
 * otherwise, on a grid of 1/1,024 dot. Finer positions are no printer's (the
 * paper comparison allows a millionth of a dot), and the roll cannot hold
 * them: it keeps absolute positions, head plus y, and 5e-324 added to a head
 * of 1,000 dots is the head itself, so two texts at y 0 and 5e-324 read back
 * as one row and their order cannot be judged (a fault-proof run attributed
 * such a pair to PR-9 instead of PR-4). Grid values stay exact at any head.
 */
function dots(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 3 },
    { arbitrary: fc.integer({ min: min * grid, max: max * grid }).map((n) => n / grid), weight: 1 },
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
      x: dots(0, 600),
      y: dots(0, options.maxY ?? 300),
      font_size: dots(1, 96),
      line_width: dots(0, 40),
      skew_x: dots(-20, 20),
      underline: fc.boolean(),
      strikethru: fc.boolean(),
      reverse: fc.boolean(),
      family: fc.constant('Arial'),
    },
    { requiredKeys: ['command', 'text', 'x', 'y'] },
  );
}
