/**
 * Pure validator of a printer instruction list (spec "B. Printer instruction"
 * and "Limits" 2). Returns the first invalid instruction and the rule it
 * breaks, so print.json can answer 400 naming both.
 */

export type InstructionRule =
  'not-an-object' | 'unknown-command' | 'missing-field' | 'wrong-type' | 'negative-y' | 'negative-amount';

export interface InstructionProblem {
  /** Index of the first invalid instruction in the list. */
  index: number;
  rule: InstructionRule;
  /** The offending field, when one is to blame. */
  field?: string;
  /** One sentence naming the instruction index, the field and the rule. */
  message: string;
}

export interface ValidateInstructionsOptions {
  /** Accept negative y (used only by the simulator's `negative-y-accepted` fault). */
  allowNegativeY?: boolean;
  /** Accept unknown commands (used only by the `unknown-command-accepted` fault). */
  allowUnknownCommand?: boolean;
}

type FieldType = 'string' | 'number' | 'boolean';

/**
 * Field types per command; `true` marks the fields an instruction cannot do
 * without (what to print, and where). font_size has no default either, but no
 * rule makes it required, so a text without it is valid (the model picks a
 * row height).
 */
const textFields: Record<string, [FieldType, boolean]> = {
  text: ['string', true],
  x: ['number', true],
  y: ['number', true],
  font_size: ['number', false],
  line_width: ['number', false],
  skew_x: ['number', false],
  underline: ['boolean', false],
  strikethru: ['boolean', false],
  reverse: ['boolean', false],
  family: ['string', false],
};
const scrollFields: Record<string, [FieldType, boolean]> = { amount: ['number', true] };

const fieldsByCommand: Record<string, Record<string, [FieldType, boolean]>> = {
  text: textFields,
  scroll: scrollFields,
  flush: {},
};

function isType(value: unknown, type: FieldType): boolean {
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

function problem(index: number, rule: InstructionRule, detail: string, field?: string): InstructionProblem {
  const where = field === undefined ? `instructions[${index}]` : `instructions[${index}].${field}`;
  return { index, rule, ...(field === undefined ? {} : { field }), message: `${where}: ${detail} (${rule})` };
}

/** The first problem of one instruction, or undefined when it is valid. */
export function validateInstruction(
  instruction: unknown,
  index: number,
  options: ValidateInstructionsOptions = {},
): InstructionProblem | undefined {
  if (instruction === null || typeof instruction !== 'object' || Array.isArray(instruction)) {
    return problem(index, 'not-an-object', 'must be an object with a command field');
  }
  const record = instruction as Record<string, unknown>;
  if (!('command' in record)) return problem(index, 'missing-field', 'is required', 'command');
  const command = record.command;
  if (typeof command !== 'string') return problem(index, 'wrong-type', 'must be a string', 'command');
  const fields = fieldsByCommand[command];
  if (fields === undefined) {
    if (options.allowUnknownCommand === true) return undefined;
    return problem(
      index,
      'unknown-command',
      `"${command.slice(0, 40)}" is not text, scroll or flush`,
      'command',
    );
  }
  for (const [field, [type, required]] of Object.entries(fields)) {
    if (!(field in record) || record[field] === undefined) {
      if (required) return problem(index, 'missing-field', `is required for ${command}`, field);
      continue;
    }
    if (!isType(record[field], type)) return problem(index, 'wrong-type', `must be a ${type}`, field);
  }
  if (command === 'text' && (record.y as number) < 0 && options.allowNegativeY !== true) {
    return problem(index, 'negative-y', 'must not be negative', 'y');
  }
  // A scroll "creates white space": a negative amount has no meaning (schemas/terminal/print-scroll.json).
  if (command === 'scroll' && (record.amount as number) < 0) {
    return problem(index, 'negative-amount', 'must not be negative', 'amount');
  }
  return undefined;
}

/** The first problem of the list, or undefined when every instruction is valid. */
export function validateInstructions(
  list: readonly unknown[],
  options: ValidateInstructionsOptions = {},
): InstructionProblem | undefined {
  for (let i = 0; i < list.length; i++) {
    const p = validateInstruction(list[i], i, options);
    if (p !== undefined) return p;
  }
  return undefined;
}
