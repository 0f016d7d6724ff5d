/** GW-3DS-3 (States A, second row): after passed checks and authorisation, the job and its payment are Paid. */
import { ensure } from '../checkFailure.js';
import { firstPayment, valueAt } from './docPath.js';

export function checkPaid(doc: unknown): void {
  const id = 'GW-3DS-3';
  ensure(
    valueAt(doc, 'data.paymentStatus') === 'Paid',
    id,
    `data.paymentStatus is ${JSON.stringify(valueAt(doc, 'data.paymentStatus'))}, not Paid`,
  );
  const payment = firstPayment(doc, id);
  ensure(payment.status === 'Paid', id, `payments[0].status is ${JSON.stringify(payment.status)}, not Paid`);
}
