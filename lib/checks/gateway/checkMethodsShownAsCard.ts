/**
 * GW-JOB-4 (A. Payment job request: paymentMethodsToUse): a request using
 * `creditcard` shows `Card` in the response (data, payment and steps).
 */
import { ensure } from '../checkFailure.js';
import { arrayAt, firstPayment } from './docPath.js';

export function checkMethodsShownAsCard(doc: unknown): void {
  const id = 'GW-JOB-4';
  const shown = arrayAt(doc, 'data.paymentMethodsToUse', id);
  ensure(
    shown.includes('Card'),
    id,
    `data.paymentMethodsToUse is ${JSON.stringify(shown)}, not showing Card`,
  );
  ensure(
    !shown.some((m) => typeof m === 'string' && /^credit ?card$/i.test(m)),
    id,
    `data.paymentMethodsToUse echoes the request spelling ${JSON.stringify(shown)}`,
  );
  const methods = arrayAt(firstPayment(doc, id), 'paymentMethods', id);
  ensure(
    methods.includes('Card'),
    id,
    `payments[0].paymentMethods is ${JSON.stringify(methods)}, not showing Card`,
  );
}
