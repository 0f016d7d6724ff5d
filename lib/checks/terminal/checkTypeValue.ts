/** TM-TXN-8 (B. Transaction: type): sale, refund, reconciliation, technical_reversal, reversal or void. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { TYPES, oneOf } from './transactionValues.js';

export function checkTypeValue(t: JsonRecord): void {
  ensure(oneOf(TYPES, t.type), 'TM-TXN-8', `type is ${JSON.stringify(t.type)}`);
}
