/** The references a job's return URLs and landings carry (A. payment attributes). */
import type { ReturnQueryWant } from './returnQuery.js';
import { firstPayment, stringAt } from './docPath.js';

export function jobIdentity(doc: unknown, id: string): ReturnQueryWant {
  return {
    jobReference: stringAt(doc, 'data.reference', id),
    paymentReference: stringAt(firstPayment(doc, id), 'reference', id),
    orderNumber: stringAt(doc, 'data.order.orderNumber', id),
  };
}
