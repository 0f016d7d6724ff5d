/**
 * TM-LIFE-6 (observation; States B: "Transitions: not shown"): the status
 * values seen are recorded; a missing or non-string status warns.
 */
import { ensure } from '../checkFailure.js';

export function checkStatusRecorded(statuses: readonly unknown[]): void {
  ensure(
    statuses.every((s) => typeof s === 'string' && s !== ''),
    'TM-LIFE-6',
    `status values seen: ${JSON.stringify(statuses)}`,
  );
}
