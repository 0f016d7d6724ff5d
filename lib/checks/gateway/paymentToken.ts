/** The token attribute of the first payment (A. payment attributes: token), if any. */
import { firstPayment, objectAt } from './docPath.js';

export function paymentToken(doc: unknown, id: string): unknown {
  return objectAt(firstPayment(doc, id), 'attributes', id).token;
}
