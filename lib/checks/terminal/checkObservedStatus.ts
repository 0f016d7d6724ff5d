/**
 * A status code the spec does not show, compared with the one the field
 * notes lead paycert to expect. Observations only: TM-GET-5 (current.json
 * when idle), TM-GET-6 (unknown id), TM-START-7, TM-PRN-4, TM-LIM-1.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse } from './documentParts.js';

export function checkObservedStatus(
  requirementId: string,
  r: TerminalResponse,
  expected: readonly number[],
): void {
  ensure(
    expected.includes(r.status),
    requirementId,
    `expected ${expected.join(' or ')}: ${describeResponse(r)}`,
  );
}
