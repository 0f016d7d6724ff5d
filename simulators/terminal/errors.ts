/**
 * Every error the terminal simulator answers, as named constants (after
 * stoplight/prism's errors.ts). Bodies are `{"success": false, "description"}`
 * (spec "Errors" 4); descriptions name the field and the rule, never a stack.
 */

export interface SimError {
  readonly status: number;
  readonly description: string;
}

function e(status: number, description: string): SimError {
  return { status, description };
}

export const UNAUTHORIZED = e(401, 'Unauthorized: valid credentials are required for this endpoint');
export const NOT_FOUND = e(404, 'Not found: no such endpoint');
export const METHOD_NOT_ALLOWED = e(405, 'Method not allowed for this endpoint');
export const NO_TRANSACTION_FOUND = e(404, 'No transaction found');
export const NO_TRANSACTION_IN_PROGRESS = e(404, 'No transaction in progress');
export const TRANSACTION_IN_PROGRESS = e(409, 'Transaction in progress');
export const UNKNOWN_TRANSACTION_TYPE = e(
  404,
  'Unknown transaction type: must be one of sale, refund, reversal, reconciliation',
);
export function bodyTooLarge(limit: number): SimError {
  return e(413, `Request body too large: at most ${limit} bytes`);
}
export const BAD_ESCAPE = e(400, 'path: malformed %-escape');
export const UNSUPPORTED_MEDIA_TYPE = e(415, 'Content-Type must be application/json');
export const MALFORMED_JSON = e(400, 'Malformed JSON body');
export const BODY_NOT_OBJECT = e(400, 'body: must be a JSON object');
export const NO_PRINTER = e(400, 'No printer: this device has no printer');
export const OUT_OF_PAPER = e(409, 'Out of paper');
export const CARDHOLDER_RECEIPT_FOR_RECONCILIATION = e(
  400,
  'Cardholder receipt is not available for a reconciliation transaction',
);
export const RECONCILIATION_RECEIPT_FOR_NON_RECONCILIATION = e(
  400,
  'Reconciliation receipt is only available for a reconciliation transaction',
);
/** Only under the receipt-availability faults (TM-RCPT-1, TM-RCPT-8). */
export const RECEIPT_NOT_AVAILABLE = e(404, 'Receipt not available for this transaction');
export const NOT_WAITING_FOR_CARD = e(409, 'No transaction is waiting for a card');
export const UNKNOWN_CARD = e(400, 'card: unknown test card id (see GET /_sim/cards)');
export const CANNOT_CANCEL = e(409, 'Cannot cancel: the transaction is waiting for the host or ending');
export const INTERNAL = e(500, 'Internal error');

/** A 400 for one request field: names the field and the rule it breaks. */
export function fieldError(field: string, rule: string, status = 400): SimError {
  return e(status, `${field}: ${rule}`);
}
