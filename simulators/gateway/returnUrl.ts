/**
 * Return URLs with the query the shopper carries back (spec A. payment
 * attributes: the job reference, payment reference and order number; a
 * status parameter on the cancelled one; field notes: paymentjobref,
 * paymentref, ordernumber). The merchant's own query is kept.
 */
import type { JobRecord, JobStatus } from './model.js';

export type ReturnKind = 'success' | 'failed' | 'cancelled';

export function returnUrl(job: JobRecord, kind: ReturnKind, withQuery = true): string {
  if (!withQuery) return new URL(job.returnUrls[kind]).toString();
  // Built on each render rather than kept on the job: cheap to build, and the store holds 20 000 jobs.
  return build(job, kind);
}

/** encodeURIComponent with a one-entry memory: each render builds three URLs with the same order number. */
let lastOrderNumber: string | undefined;
let lastEncoded = '';
function encodedOrderNumber(orderNumber: string): string {
  if (orderNumber !== lastOrderNumber) {
    lastEncoded = encodeURIComponent(orderNumber);
    lastOrderNumber = orderNumber;
  }
  return lastEncoded;
}

/** Appends the query by hand (the URL was checked by the schema): WHATWG URL parsing is costly per request. */
function build(job: JobRecord, kind: ReturnKind): string {
  const base = job.returnUrls[kind];
  const hashAt = base.indexOf('#');
  const head = hashAt < 0 ? base : base.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : base.slice(hashAt);
  const sep = !head.includes('?') ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  const status = kind === 'cancelled' ? '&status=cancelled' : '';
  return (
    `${head}${sep}paymentjobref=${job.reference}&paymentref=${job.paymentReference}` +
    `&ordernumber=${encodedOrderNumber(job.orderNumber)}${status}${fragment}`
  );
}

/** Paid goes to success, Cancelled to cancelled, every other end to failed (field notes, "Return redirect"). */
export function returnKindFor(status: JobStatus): ReturnKind {
  return status === 'Paid' ? 'success' : status === 'Cancelled' ? 'cancelled' : 'failed';
}
