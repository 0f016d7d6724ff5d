/**
 * TM-LIFE-4 (B. Transaction: reference_txn_id, is_reversed): a reversal
 * names the reversed transaction, and that transaction is then is_reversed.
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkReversal(
  reversal: JsonRecord | undefined,
  originalAfter: JsonRecord | undefined,
  originalId: string,
): void {
  ensure(reversal !== undefined, 'TM-LIFE-4', 'no reversal document');
  ensure(
    reversal.reference_txn_id === originalId,
    'TM-LIFE-4',
    `reversal reference_txn_id is ${JSON.stringify(reversal.reference_txn_id)}, reversed ${originalId}`,
  );
  if (reversal.result !== 'approved') return; // only an approved reversal reverses
  ensure(
    originalAfter?.is_reversed === true,
    'TM-LIFE-4',
    `the reversed transaction says is_reversed ${JSON.stringify(originalAfter?.is_reversed)}`,
  );
}
