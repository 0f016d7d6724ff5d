/**
 * TM-TXN-17 (B. Transaction: last_deferred_auth_attempted_at,
 * num_deferred_auth_attempts): null when the transaction is not a deferred
 * authorization (is_deferred_auth not true).
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkDeferredAuthFields(t: JsonRecord): void {
  if (t.is_deferred_auth === true) return;
  for (const f of ['last_deferred_auth_attempted_at', 'num_deferred_auth_attempts'] as const) {
    ensure(
      t[f] === undefined || t[f] === null,
      'TM-TXN-17',
      `${f} is ${JSON.stringify(t[f])} on a transaction that is not a deferred authorization`,
    );
  }
}
