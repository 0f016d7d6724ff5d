/**
 * Checks of print.json's answer (Endpoints > B. Terminal: print.json
 * "`success` (boolean)"; Errors, rules 5 and 6; B. Printer instruction).
 */
import { validateInstructions, type InstructionProblem } from '../../printer/index.js';
import { holds } from '../deviation.js';
import { leftToDevice } from './deviceChoice.js';
import { describe, evidence, is2xx, successOf, type TerminalResponse } from '../terminal/exchange.js';

/** Valid instructions are printed: 2xx and success true. */
export function checkPrintAccepted(r: TerminalResponse): void {
  holds(
    is2xx(r) && successOf(r) === true,
    `valid instructions were not printed: ${describe(r)}`,
    evidence(r, { field: 'success', expected: true, actual: successOf(r) }),
  );
}

/** Not printed: the answer does not claim success (how it refuses is not shown). */
function notPrinted(r: TerminalResponse): boolean {
  return successOf(r) !== true && !(is2xx(r) && successOf(r) === undefined);
}

/** An instruction list that breaks a printer rule is not printed. */
export function checkPrintRefused(r: TerminalResponse): void {
  holds(
    notPrinted(r),
    `an invalid list was accepted: ${describe(r)}`,
    evidence(r, { field: 'success', expected: false, actual: successOf(r) }),
  );
}

/** A device without a printer does not claim to have printed (400 "may be returned"; the code is not fixed). */
export function checkNoPrinterRefused(r: TerminalResponse): void {
  holds(
    notPrinted(r),
    `no printer, yet the answer claims success: ${describe(r)}`,
    evidence(r, { field: 'success', expected: false, actual: successOf(r) }),
  );
}

/**
 * print.json prints a list exactly when the model judges it valid; a valid
 * list the spec's words leave to the device (deviceChoice.ts) may be refused.
 */
export function checkPrintVerdict(instructions: readonly unknown[], r: TerminalResponse): void {
  const problem = validateInstructions(instructions);
  if (problem === undefined) {
    if (leftToDevice(instructions) === undefined) checkPrintAccepted(r);
  } else
    holds(
      notPrinted(r),
      `an invalid list was accepted (${problem.message}): ${describe(r)}`,
      evidence(r, { field: 'success', expected: false, actual: successOf(r) }),
    );
}

/**
 * Which printer rule an invalid list breaks, for the id a suite verifies:
 * PR-3 a negative y, PR-1 no command or a command that does not exist, PR-2
 * (an observation) a missing or mistyped field.
 */
export function printerRuleOf(problem: InstructionProblem | undefined): 'PR-1' | 'PR-2' | 'PR-3' | undefined {
  if (problem === undefined) return undefined;
  if (problem.rule === 'negative-y') return 'PR-3';
  if (problem.rule === 'not-an-object' || problem.rule === 'unknown-command' || problem.field === 'command')
    return 'PR-1';
  return 'PR-2';
}
