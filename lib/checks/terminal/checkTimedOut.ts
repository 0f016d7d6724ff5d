/** TM-LIFE-3 (observation; field notes "No cancel endpoint"): no card within timeout_ms ends the transaction cancelled. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkTimedOut(t: JsonRecord | undefined): void {
  ensure(
    t?.is_active === false,
    'TM-LIFE-3',
    `still active after timeout_ms (is_active ${JSON.stringify(t?.is_active)})`,
  );
  ensure(
    t.result === 'cancelled',
    'TM-LIFE-3',
    `ended ${JSON.stringify(t.result)} after the timeout, expected cancelled`,
  );
}
