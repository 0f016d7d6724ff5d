/** TM-TXN-2 (B. Transaction: total_amount): total_amount = amount + tip_amount + amount_other. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

export function checkTotalAmount(t: JsonRecord): void {
  if (t.total_amount === undefined) return; // a field a firmware may omit; the schema judges presence
  ensure(typeof t.total_amount === 'number', 'TM-TXN-2', `total_amount is ${JSON.stringify(t.total_amount)}`);
  const sum = num(t.amount) + num(t.tip_amount) + num(t.amount_other);
  // Amounts may be decimal on some firmware: compare with a rounding tolerance.
  ensure(
    Math.abs(t.total_amount - sum) < 1e-6,
    'TM-TXN-2',
    `total_amount ${t.total_amount} != amount ${String(t.amount)} + tip_amount ${String(t.tip_amount)} + amount_other ${String(t.amount_other)} (= ${sum})`,
  );
}
