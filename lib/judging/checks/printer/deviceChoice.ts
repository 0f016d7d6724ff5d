/**
 * What a print request may hold that the printer rules allow and the spec's
 * words do not settle, so a device may print it or refuse it (issue 27, item
 * 7): an empty instruction list ("Amount bounds and field lengths: not
 * shown"), a text at a negative x (x is a "horizontal distance from the
 * left"; only a negative y "is not allowed"), a family other than Arial (the
 * spec gives "family (string, default Arial)" and no list of names). A
 * refusal of such a list is the device's choice, never TM-PRN-1's failure.
 */
import type { PrinterInstruction } from '../../printer/index.js';

/** Why a valid list is the device's to print or refuse, or undefined when the spec's words make it printable. */
export function leftToDevice(list: readonly unknown[]): string | undefined {
  if (list.length === 0) return 'an empty instruction list (its bounds are not shown)';
  for (const [i, raw] of list.entries()) {
    const t = raw as Partial<PrinterInstruction> | null;
    if (t === null || typeof t !== 'object' || t.command !== 'text') continue;
    if (typeof t.x === 'number' && t.x < 0)
      return `instructions[${i}].x is ${t.x}: a negative horizontal distance from the left`;
    if (t.family !== undefined && t.family !== 'Arial')
      return `instructions[${i}].family is ${JSON.stringify(t.family)}: the spec names no family but Arial`;
  }
  return undefined;
}
