/** A valid text instruction (spec B. Printer instruction): y >= 0, optional fields sometimes set. */
import fc from 'fast-check';
import type { TextInstruction } from '../../printer/index.js';
import { receiptText } from './receiptText.js';

export function textInstruction(options: { maxY?: number } = {}): fc.Arbitrary<TextInstruction> {
  return fc.record(
    {
      command: fc.constant('text' as const),
      text: receiptText(),
      x: fc.integer({ min: 0, max: 380 }),
      y: fc.integer({ min: 0, max: options.maxY ?? 300 }),
      font_size: fc.integer({ min: 8, max: 48 }),
      line_width: fc.integer({ min: 1, max: 20 }),
      skew_x: fc.integer({ min: -5, max: 5 }),
      underline: fc.boolean(),
      strikethru: fc.boolean(),
      reverse: fc.boolean(),
      family: fc.constantFrom('Arial', 'Courier', 'Helvetica'),
    },
    { requiredKeys: ['command', 'text', 'x', 'y', 'font_size'] },
  );
}
