/**
 * TM-TXN-6 (B. Transaction: started_at, ended_at, duration): started_at <=
 * ended_at, and duration (seconds) agrees with them within one second
 * (devices may round; timestamps may be fractional, field notes).
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkTimes(t: JsonRecord): void {
  const { started_at: s, ended_at: e, duration: d } = t;
  ensure(
    typeof s === 'number' && typeof e === 'number',
    'TM-TXN-6',
    `started_at ${JSON.stringify(s)}, ended_at ${JSON.stringify(e)}: not both numbers`,
  );
  ensure(s <= e, 'TM-TXN-6', `ended_at ${e} is before started_at ${s}`);
  if (d === undefined) return;
  ensure(typeof d === 'number' && d >= 0, 'TM-TXN-6', `duration is ${JSON.stringify(d)}`);
  ensure(
    Math.abs(d - (e - s)) <= 1,
    'TM-TXN-6',
    `duration ${d} s disagrees with ended_at - started_at = ${(e - s).toFixed(3)} s`,
  );
}
