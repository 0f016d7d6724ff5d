/** TM-TXN-15 (B. Transaction: card_expiry, "format YYMM"). */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkCardExpiry(t: JsonRecord): void {
  const v = t.card_expiry;
  if (v === undefined || v === null) return;
  ensure(
    typeof v === 'string' && /^\d{2}(0[1-9]|1[0-2])$/.test(v),
    'TM-TXN-15',
    `card_expiry is ${JSON.stringify(v)}, not YYMM`,
  );
}
