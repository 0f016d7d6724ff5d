/** TM-RCPT-4 (Notes): for a reconciliation, the reconciliation receipt is identical to the merchant receipt. */
import { isDeepStrictEqual } from 'node:util';
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx } from './documentParts.js';
import { receiptOf } from './receiptParts.js';

export function checkReconciliationReceiptIdentical(
  merchant: TerminalResponse,
  reconciliation: TerminalResponse,
): void {
  ensure(
    is2xx(reconciliation),
    'TM-RCPT-4',
    `no reconciliation receipt: ${describeResponse(reconciliation)}`,
  );
  const a = receiptOf(merchant);
  const b = receiptOf(reconciliation);
  ensure(a !== undefined && b !== undefined, 'TM-RCPT-4', 'a receipt array is missing');
  const at = a.findIndex((x, i) => !isDeepStrictEqual(x, b[i]));
  ensure(
    a.length === b.length && at === -1,
    'TM-RCPT-4',
    `merchant and reconciliation receipts differ (${a.length} vs ${b.length} instructions; first difference at ${at})`,
  );
}
