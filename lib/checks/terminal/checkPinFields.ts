/** TM-TXN-16 (B. Transaction: ksn, pin_block): string or null; a PIN block only with online PIN. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkPinFields(t: JsonRecord): void {
  for (const f of ['ksn', 'pin_block'] as const) {
    const v = t[f];
    ensure(
      v === undefined || v === null || typeof v === 'string',
      'TM-TXN-16',
      `${f} is a ${typeof v}, not a string or null`,
    );
  }
  if (typeof t.pin_block === 'string' && t.pin_block !== '') {
    ensure(t.is_online_pin === true, 'TM-TXN-16', 'pin_block is set but is_online_pin is not true');
  }
}
