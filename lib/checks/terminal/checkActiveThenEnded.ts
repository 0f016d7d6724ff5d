/** TM-LIFE-1 (B. Transaction: is_active): true while in progress, false once ended. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkActiveThenEnded(
  whileRunning: JsonRecord | undefined,
  afterEnd: JsonRecord | undefined,
): void {
  ensure(
    whileRunning?.is_active === true,
    'TM-LIFE-1',
    `while in progress is_active is ${JSON.stringify(whileRunning?.is_active)}`,
  );
  ensure(
    afterEnd?.is_active === false,
    'TM-LIFE-1',
    `after the end is_active is ${JSON.stringify(afterEnd?.is_active)}`,
  );
}
