/**
 * GW-3DS-5 (States A; A. Payment job response: "present once paid"): a paid job
 * carries paidAmount, amountCollected (the amount) and paidDateTimeUtc; a
 * pending one carries none of them.
 */
import { ensure } from '../checkFailure.js';
import { firstPayment, objectAt } from './docPath.js';

const once = ['paidAmount', 'amountCollected', 'paidDateTimeUtc'] as const;

export function checkPaidAmounts(doc: unknown, state: 'paid' | 'pending', amount: string): void {
  const id = 'GW-3DS-5';
  const data = objectAt(doc, 'data', id);
  if (state === 'pending') {
    const early = once.filter((f) => data[f] !== undefined && data[f] !== null);
    ensure(early.length === 0, id, `a pending job already carries ${early.join(', ')}`);
    return;
  }
  ensure(
    data.paidAmount === amount,
    id,
    `data.paidAmount is ${JSON.stringify(data.paidAmount)}, not ${amount}`,
  );
  ensure(
    data.amountCollected === amount,
    id,
    `data.amountCollected is ${JSON.stringify(data.amountCollected)}, not ${amount}`,
  );
  ensure(
    typeof data.paidDateTimeUtc === 'string' && !Number.isNaN(Date.parse(data.paidDateTimeUtc)),
    id,
    'data.paidDateTimeUtc is not a timestamp',
  );
  const p = firstPayment(doc, id);
  ensure(
    p.paidAmount === amount,
    id,
    `payments[0].paidAmount is ${JSON.stringify(p.paidAmount)}, not ${amount}`,
  );
}
