/** GW-JOB-19 (A. payment): every payment carries the fields of the payment table, per schemas/gateway/payment.json. */
import { ensure } from '../checkFailure.js';
import { arrayAt } from './docPath.js';
import { checkSchema } from './checkSchema.js';

export function checkPayments(doc: unknown): void {
  const id = 'GW-JOB-19';
  const payments = arrayAt(doc, 'data.payments', id);
  ensure(payments.length > 0, id, 'data.payments is empty');
  for (const p of payments) checkSchema('gateway/payment', p, id);
}
