/** TM-TXN-11 (B. Transaction: input_source, attempted_sources): contactless, contact_emv, keypad or mag_stripe only. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { SOURCES, oneOf } from './transactionValues.js';

export function checkEntrySources(t: JsonRecord): void {
  const s = t.input_source;
  ensure(
    s === undefined || s === null || oneOf(SOURCES, s),
    'TM-TXN-11',
    `input_source is ${JSON.stringify(s)}`,
  );
  const a = t.attempted_sources;
  if (a === undefined) return;
  ensure(
    Array.isArray(a) && a.every((x) => oneOf(SOURCES, x)),
    'TM-TXN-11',
    `attempted_sources is ${JSON.stringify(a)}`,
  );
}
