/** TM-PRN-1 (Endpoints B; Notes): valid instructions are accepted with success true. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf } from './documentParts.js';

export function checkPrintAccepted(
  r: TerminalResponse,
  requirementId: 'TM-PRN-1' | 'TM-RCPT-6' = 'TM-PRN-1',
): void {
  ensure(
    is2xx(r) && successOf(r) === true,
    requirementId,
    `valid instructions were not printed: ${describeResponse(r)}`,
  );
}
