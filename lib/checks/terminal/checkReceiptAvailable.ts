/**
 * A receipt is served: 2xx, success true and a receipt array. TM-RCPT-1
 * (merchant, any transaction) and TM-RCPT-8 (cardholder for a sale, a
 * refund and a reversal) share it.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf } from './documentParts.js';
import { receiptOf } from './receiptParts.js';

export function checkReceiptAvailable(requirementId: 'TM-RCPT-1' | 'TM-RCPT-8', r: TerminalResponse): void {
  ensure(
    is2xx(r) && successOf(r) === true && receiptOf(r) !== undefined,
    requirementId,
    `no receipt: ${describeResponse(r)}`,
  );
}
