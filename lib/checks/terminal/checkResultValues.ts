/** TM-TXN-7 (B. Transaction: result, online_result): only approved, declined, cancelled or error (null before the end or without a host exchange). */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { RESULTS, oneOf } from './transactionValues.js';

export function checkResultValues(t: JsonRecord): void {
  for (const f of ['result', 'online_result'] as const) {
    const v = t[f];
    ensure(v === undefined || v === null || oneOf(RESULTS, v), 'TM-TXN-7', `${f} is ${JSON.stringify(v)}`);
  }
}
