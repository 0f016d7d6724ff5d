/**
 * TM-TXN-5 (B. Transaction: is_active, result; States B): a transaction
 * that has ended says is_active false and a result of approved, declined,
 * cancelled or error.
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { RESULTS, oneOf } from './transactionValues.js';

export function checkFinished(t: JsonRecord): void {
  ensure(
    t.is_active === false,
    'TM-TXN-5',
    `an ended transaction says is_active ${JSON.stringify(t.is_active)}`,
  );
  ensure(oneOf(RESULTS, t.result), 'TM-TXN-5', `an ended transaction has result ${JSON.stringify(t.result)}`);
}
