/** GW-3DS-7 (What the service does A, items 2 and 4): when 3-D Secure checks fail, the job is not paid. */
import { ensure } from '../checkFailure.js';
import { firstPayment, objectAt, valueAt } from './docPath.js';

export function checkNotPaid(doc: unknown): void {
  const id = 'GW-3DS-7';
  ensure(
    valueAt(doc, 'data.paymentStatus') !== 'Paid',
    id,
    'the job is Paid after a failed 3-D Secure check',
  );
  ensure(firstPayment(doc, id).status !== 'Paid', id, 'the payment is Paid after a failed 3-D Secure check');
  const data = objectAt(doc, 'data', id);
  ensure(
    data.paidAmount === undefined && data.amountCollected === undefined,
    id,
    'a failed job carries paidAmount or amountCollected',
  );
}
