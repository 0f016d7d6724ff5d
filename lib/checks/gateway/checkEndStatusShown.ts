/**
 * GW-3DS-8, OBSERVATION (States A: other statuses not shown): after a failed
 * or not-authenticated 3-D Secure the field notes expect Failed, after a
 * cancel Cancelled; anything else is recorded as a warning.
 */
import { ensure } from '../checkFailure.js';
import { firstPayment, valueAt } from './docPath.js';

export function checkEndStatusShown(doc: unknown, expected: 'Failed' | 'Cancelled'): void {
  const id = 'GW-3DS-8';
  const job = valueAt(doc, 'data.paymentStatus');
  const payment = firstPayment(doc, id).status;
  ensure(
    job === expected && payment === expected,
    id,
    `status is ${JSON.stringify(job)} / ${JSON.stringify(payment)} where the field notes expect ${expected}`,
  );
}
