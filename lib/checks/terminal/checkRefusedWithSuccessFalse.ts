/**
 * A refusal the spec does not spell out, judged as the field notes describe
 * it: a 4xx answer with success false. Observations: TM-START-8 (start while
 * busy), TM-START-9 (invalid start), TM-PRN-3 (out of paper), TM-PRN-4
 * (invalid instructions).
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, successOf } from './documentParts.js';

export function checkRefusedWithSuccessFalse(requirementId: string, r: TerminalResponse): void {
  ensure(
    r.status >= 400 && r.status < 500 && successOf(r) === false,
    requirementId,
    `expected a 4xx refusal with success false: ${describeResponse(r)}`,
  );
}
