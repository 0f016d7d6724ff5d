/**
 * The receipts the spec forbids are refused with 400 and success false
 * (Notes; Errors, rule 5): TM-RCPT-2 (cardholder receipt of a
 * reconciliation), TM-RCPT-3 (reconciliation receipt of anything else).
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, successOf } from './documentParts.js';

export function checkReceiptRefused(requirementId: 'TM-RCPT-2' | 'TM-RCPT-3', r: TerminalResponse): void {
  ensure(r.status === 400, requirementId, `expected 400: ${describeResponse(r)}`);
  ensure(successOf(r) !== true, requirementId, `a refused receipt says success true: ${describeResponse(r)}`);
}
