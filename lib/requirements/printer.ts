/** Printer instruction rules (spec: Resources and their fields > B. Printer instruction; Limits, rule 2). */
import type { Requirement } from './requirement.js';

const section = 'Resources and their fields > B. Printer instruction';
const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  text: string,
  at = section,
  quote?: string,
): Requirement<I> => ({
  id,
  level,
  area: 'printer',
  section: at,
  text,
  ...(quote === undefined ? {} : { quote }),
});

export const printerRequirements = [
  R(
    'PR-1',
    'MUST',
    'Every instruction is an object with a command field; only text, scroll and flush exist.',
  ),
  R(
    'PR-2',
    'MUST',
    'A text instruction has text (string), x, y and font_size (numbers); optional fields have their stated types.',
  ),
  R('PR-3', 'MUST', 'y must not be negative; its unit is dots.', `${section}; Limits, rule 2`),
  R('PR-4', 'MUST', 'Within a buffer, lower y prints first, whatever the order in the instruction list.'),
  R('PR-5', 'MUST', 'scroll flushes the buffer first, then feeds amount dots of white space.'),
  R('PR-6', 'MUST', 'After a scroll, later text instructions count y from 0 again.'),
  R('PR-7', 'MUST', 'flush flushes the print buffer between commands.'),
  R(
    'PR-8',
    'MUST',
    'Text defaults: line_width 10, skew_x 0, underline, strikethru and reverse false, family Arial.',
  ),
  R(
    'PR-9',
    'MUST',
    'Instructions of a print request are processed in order.',
    'Endpoints > B. Terminal > Notes',
  ),
];
