/**
 * The printer instruction table's field types are one rule for both sides:
 * the client judge reads them from the instruction schemas
 * (schemas/terminal/print-text.json, print-scroll.json: CL-TM-PRINT-5), the
 * simulator's print endpoint from lib/judging/printer/validateInstructions.ts. For
 * every field of the table and every JSON type, both call a value of that
 * type right or wrong alike, so neither can drift from the other.
 */
import { test, expect } from '@playwright/test';
import { validateInstruction } from '../../lib/judging/printer/validateInstructions.js';
import { validate } from '../../lib/judging/validation/validate.js';

/** Spec B. Printer instruction, the Fields column. */
const table: Record<'text' | 'scroll', Record<string, 'string' | 'number' | 'boolean'>> = {
  text: {
    text: 'string',
    x: 'number',
    y: 'number',
    font_size: 'number',
    line_width: 'number',
    skew_x: 'number',
    underline: 'boolean',
    strikethru: 'boolean',
    reverse: 'boolean',
    family: 'string',
  },
  scroll: { amount: 'number' },
};

const valuesOfEachType: Record<string, unknown> = {
  string: '10',
  number: 10,
  boolean: true,
  null: null,
  object: { v: 10 },
  array: [10],
};

const base = {
  text: { command: 'text', text: 'x', x: 0, y: 0 },
  scroll: { command: 'scroll', amount: 10 },
};

for (const command of ['text', 'scroll'] as const) {
  for (const [field, type] of Object.entries(table[command])) {
    test(`${command}.${field} (${type}): the schema and the simulator's rule agree on every JSON type`, () => {
      for (const [given, value] of Object.entries(valuesOfEachType)) {
        const instruction = { ...base[command], [field]: value };
        const schema = validate(
          command === 'text' ? 'terminal/print-text' : 'terminal/print-scroll',
          instruction,
        );
        const schemaWrong =
          !schema.ok && schema.errors.some((e) => e.rule === 'type' && e.pointer === `/${field}`);
        const ruleWrong = validateInstruction(instruction, 0)?.rule === 'wrong-type';
        expect(schemaWrong, `schema on ${given}`).toBe(given !== type);
        expect(ruleWrong, `validateInstruction on ${given}`).toBe(given !== type);
      }
    });
  }
}
