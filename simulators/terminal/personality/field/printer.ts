/**
 * Field personality: a printer that takes only what the spec's words make
 * printable. The printer rules allow an empty list, a negative x and any
 * family; the spec gives x as a "horizontal distance from the left", family a
 * default and no list of names, and no bounds, so a device may refuse them.
 */
import type { PrinterInstruction } from '../../../../lib/judging/printer/printerInstruction.js';
import type { PrintRefusal, Variation } from '../../variation.js';

function refusal(list: readonly PrinterInstruction[]): PrintRefusal | undefined {
  if (list.length === 0) return { field: 'instructions', rule: 'must hold at least one instruction' };
  for (const [i, t] of list.entries()) {
    if (t.command !== 'text') continue;
    if (t.x < 0) return { field: `instructions[${i}].x`, rule: 'must not be negative' };
    if (t.family !== undefined && t.family !== 'Arial')
      return { field: `instructions[${i}].family`, rule: 'unknown font family (this printer has Arial)' };
  }
  return undefined;
}

export const printerWordsOnly: Variation = {
  name: 'printer-words-only',
  allowedBy: 'family (string, default Arial) … Amount bounds and field lengths: not shown.',
  change:
    'print.json refuses (400, success false) an empty instruction list, a text at a negative x and a family other than Arial',
  print: refusal,
};
