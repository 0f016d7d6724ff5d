/** The printer requirement an invalid instruction breaks (spec B. Printer instruction; Limits, rule 2). */
import type { InstructionProblem } from '../../printer/index.js';

export function instructionRequirement(
  problem: InstructionProblem,
  command: unknown,
): 'PR-1' | 'PR-2' | 'PR-3' {
  if (problem.rule === 'negative-y') return 'PR-3';
  if (
    command === 'text' &&
    problem.field !== 'command' &&
    (problem.rule === 'missing-field' || problem.rule === 'wrong-type')
  )
    return 'PR-2';
  return 'PR-1';
}
