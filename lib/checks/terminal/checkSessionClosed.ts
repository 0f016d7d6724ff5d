/**
 * TM-LIFE-5 (B. Transaction: session_number): a number; a reconciliation
 * closes the session, so a transaction after it carries another number.
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkSessionClosed(
  before: JsonRecord | undefined,
  reconciliation: JsonRecord | undefined,
  after: JsonRecord | undefined,
): void {
  for (const [name, t] of [
    ['before', before],
    ['after', after],
  ] as const) {
    ensure(
      typeof t?.session_number === 'number',
      'TM-LIFE-5',
      `session_number of the transaction ${name} the reconciliation is ${JSON.stringify(t?.session_number)}`,
    );
  }
  if (reconciliation?.result !== 'approved') return; // a failed reconciliation closes nothing
  ensure(
    before?.session_number !== after?.session_number,
    'TM-LIFE-5',
    `session_number ${String(after?.session_number)} is unchanged after a reconciliation`,
  );
}
