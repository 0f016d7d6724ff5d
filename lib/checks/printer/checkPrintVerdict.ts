/**
 * print.json accepts an instruction list exactly when it is valid (spec B.
 * Printer instruction): a valid list gets success true (TM-PRN-1), an
 * invalid one must not (PR-1 unknown command, PR-2 missing or mistyped text
 * field, PR-3 negative y). The refusal's status code is TM-PRN-4's
 * observation, judged separately.
 */
import { validateInstructions } from '../../printer/index.js';
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { checkPrintAccepted } from '../terminal/checkPrintAccepted.js';
import { describeResponse, successOf } from '../terminal/documentParts.js';
import { instructionRequirement } from './instructionRequirement.js';

export function checkPrintVerdict(instructions: readonly unknown[], r: TerminalResponse): void {
  const problem = validateInstructions(instructions);
  if (problem === undefined) {
    checkPrintAccepted(r);
    return;
  }
  const bad = instructions[problem.index] as Record<string, unknown> | undefined;
  ensure(
    successOf(r) !== true && !(r.status >= 200 && r.status < 300 && successOf(r) === undefined),
    instructionRequirement(problem, bad?.command),
    `an invalid list was accepted (${problem.message}): ${describeResponse(r)}`,
  );
}
