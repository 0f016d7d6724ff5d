/**
 * Lists the printer rules allow but the spec's words leave a device free to
 * refuse (lib/judging/checks/printer/deviceChoice.ts): an empty list, or a
 * valid list with one text at a negative x or in a family other than Arial.
 * A device prints them or refuses them; printed, they follow the printer rules.
 */
import fc from 'fast-check';
import type { PrinterInstruction } from '../../printer/index.js';
import { instructionList } from './instructionList.js';
import { textInstruction } from './textInstruction.js';

/** A text the device may refuse: a negative x, or another family (any string, the empty one too). */
function choiceText(): fc.Arbitrary<PrinterInstruction> {
  return fc.oneof(
    textInstruction().chain((t) => fc.integer({ min: -40, max: -1 }).map((x) => ({ ...t, x }))),
    textInstruction().chain((t) =>
      fc
        .oneof(fc.constantFrom('Courier', 'Helvetica', 'arial'), fc.string({ maxLength: 12 }))
        .filter((family) => family !== 'Arial')
        .map((family) => ({ ...t, family })),
    ),
  );
}

export function deviceChoiceList(): fc.Arbitrary<PrinterInstruction[]> {
  return fc.oneof(
    fc.constant<PrinterInstruction[]>([]),
    fc.tuple(instructionList(6), choiceText(), fc.nat()).map(([list, text, at]) => {
      const i = at % (list.length + 1);
      return [...list.slice(0, i), text, ...list.slice(i)];
    }),
  );
}
