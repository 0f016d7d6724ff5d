/**
 * GW-JOB-5 (A. Payment job response: amountToCollect, currency): the amount
 * echoed exactly as a decimal with two fraction digits, the ISO 4217 code sent,
 * at job, payment and step level.
 */
import { ensure } from '../checkFailure.js';
import { arrayAt, firstPayment, valueAt } from './docPath.js';

export function checkAmountAndCurrency(doc: unknown, amount: string, currency: string): void {
  const id = 'GW-JOB-5';
  const shown = valueAt(doc, 'data.amountToCollect');
  ensure(
    typeof shown === 'string' && /^\d+\.\d{2}$/.test(shown),
    id,
    `data.amountToCollect ${JSON.stringify(shown)} has not two fraction digits`,
  );
  ensure(shown === amount, id, `data.amountToCollect ${shown} differs from the ${amount} sent`);
  const cur = valueAt(doc, 'data.currency');
  ensure(cur === currency, id, `data.currency ${JSON.stringify(cur)} differs from the ${currency} sent`);
  const payment = firstPayment(doc, id);
  ensure(
    payment.amountToCollect === amount,
    id,
    `payments[0].amountToCollect ${JSON.stringify(payment.amountToCollect)} differs from ${amount}`,
  );
  for (const [i, step] of arrayAt(payment, 'steps', id).entries()) {
    const a = valueAt(step, 'amountToCollect');
    ensure(
      a === amount,
      id,
      `payments[0].steps[${i}].amountToCollect ${JSON.stringify(a)} differs from ${amount}`,
    );
  }
}
