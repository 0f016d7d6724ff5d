/**
 * An instruction print.json must not print (spec B. Printer instruction;
 * Limits, rule 2): a negative y (PR-3), no command or a command that does not
 * exist (PR-1: the names are none the spec plans, so not `image`), or a field
 * missing or of another type (PR-2, an observation). A text without font_size
 * is valid: no rule makes it required.
 */
import fc from 'fast-check';
import { textInstruction } from './textInstruction.js';

export function invalidInstruction(): fc.Arbitrary<Record<string, unknown>> {
  return fc.oneof(
    textInstruction().chain((t) =>
      fc
        .oneof(fc.integer({ min: -500, max: -1 }), fc.double({ min: -500, max: -1e-6, noNaN: true }))
        .map((y) => ({ ...t, y })),
    ),
    fc.constantFrom('paycert-no-such-command', 'TEXT', '', 'Scroll').map((command) => ({ command })),
    textInstruction().map((t) => {
      const copy: Record<string, unknown> = { ...t };
      delete copy.command;
      return copy;
    }),
    textInstruction().chain((t) =>
      fc.constantFrom('text', 'x', 'y').map((field) => {
        const copy: Record<string, unknown> = { ...t };
        delete copy[field];
        return copy;
      }),
    ),
    textInstruction().map((t) => ({ ...t, y: String(t.y) })),
    fc.constant({ command: 'scroll' }),
  );
}
