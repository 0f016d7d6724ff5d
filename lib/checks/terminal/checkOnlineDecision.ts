/** TM-TXN-14 (B. Transaction: terminal_online_decision): approved, declined, go_online or unknown. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { ONLINE_DECISIONS, oneOf } from './transactionValues.js';

export function checkOnlineDecision(t: JsonRecord): void {
  const v = t.terminal_online_decision;
  ensure(
    v === undefined || v === null || oneOf(ONLINE_DECISIONS, v),
    'TM-TXN-14',
    `terminal_online_decision is ${JSON.stringify(v)}`,
  );
}
