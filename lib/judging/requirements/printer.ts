/**
 * Printer instruction rules (spec: Resources and their fields > B. Printer
 * instruction; Limits, rule 2). A MUST quotes the sentence that makes it one.
 * The spec states one refusal rule (a negative y is "not allowed"); how a
 * device answers a command it does not know (PR-1) or another malformed
 * instruction (PR-2) is observed.
 */
import { requirementsOf, type Requirement } from './requirement.js';

const section = 'Resources and their fields > B. Printer instruction';
const requirement = requirementsOf('printer');
const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  text: string,
  quote: string | undefined,
  at = section,
  decision?: string,
): Requirement<I> => requirement(id, level, at, text, quote, decision);

export const printerRequirements = [
  R(
    'PR-1',
    'OBSERVATION',
    'An instruction without a command, or with a command that does not exist (only text, scroll and flush do), is expected to be refused: the print request not answered with success.',
    'Every instruction is an object with a `command` field. … Only text, scroll and flush exist.',
    section,
    'made an observation: the sentences say what an instruction is and which commands exist ("Other commands, such as image, are planned"), not what a device does with one it does not know; refusing it and skipping it, as firmware built for later commands may, both honour them',
  ),
  R(
    'PR-2',
    'OBSERVATION',
    'A text or scroll instruction with a field of another type than the table states, or without a field that has no default, is expected to be refused; the spec states no rule for it (font_size has no default and is not said to be required).',
    undefined,
  ),
  R(
    'PR-3',
    'MUST',
    'A text instruction with a negative y is not printed: the print request is not answered with success.',
    'Negative y is not allowed. … Printer `y` must not be negative.',
    `${section}; Limits, rule 2`,
    'kept: the Rules column and Limits, rule 2 say twice that a negative y is "not allowed" and "must not" be; an endpoint that answers success to a list holding one has allowed it',
  ),
  R(
    'PR-4',
    'MUST',
    'Within a buffer, lower y prints first, whatever the order in the instruction list.',
    'Lower y prints first, whatever the order in the instruction list',
  ),
  R(
    'PR-5',
    'MUST',
    'scroll flushes the buffer first, then feeds amount dots of white space.',
    'It flushes the buffer first, then scrolls.',
  ),
  R(
    'PR-6',
    'MUST',
    'After a scroll, later text instructions count y from 0 again.',
    'Later text instructions must use y values counted from 0 again',
  ),
  R(
    'PR-7',
    'MUST',
    'flush flushes the print buffer between commands.',
    'flushes the print buffer between commands',
  ),
  R(
    'PR-8',
    'MUST',
    'Text defaults: line_width 10, skew_x 0, underline, strikethru and reverse false, family Arial.',
    'line_width (number, default 10), skew_x (number, default 0), underline (boolean, default false), strikethru (boolean, default false), reverse (boolean, default false), family (string, default Arial)',
  ),
  R(
    'PR-9',
    'MUST',
    'Instructions of a print request are processed in order.',
    'POST print request body: object with `instructions`, an array of printer instructions, processed in order.',
    'Endpoints > B. Terminal > Notes',
  ),
];
