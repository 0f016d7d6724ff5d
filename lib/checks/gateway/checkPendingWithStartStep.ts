/**
 * GW-3DS-1 (States A, first row): a created job and its payment are Pending,
 * with one step of action Start and status Pending.
 */
import { ensure } from '../checkFailure.js';
import { arrayAt, firstPayment, valueAt } from './docPath.js';

export function checkPendingWithStartStep(doc: unknown): void {
  const id = 'GW-3DS-1';
  ensure(
    valueAt(doc, 'data.paymentStatus') === 'Pending',
    id,
    `data.paymentStatus is ${JSON.stringify(valueAt(doc, 'data.paymentStatus'))}, not Pending`,
  );
  const payment = firstPayment(doc, id);
  ensure(
    payment.status === 'Pending',
    id,
    `payments[0].status is ${JSON.stringify(payment.status)}, not Pending`,
  );
  const steps = arrayAt(payment, 'steps', id);
  ensure(steps.length === 1, id, `payments[0] has ${steps.length} steps, not one`);
  ensure(
    valueAt(steps[0], 'action') === 'Start' && valueAt(steps[0], 'status') === 'Pending',
    id,
    'the step is not a Start step with status Pending',
  );
}
