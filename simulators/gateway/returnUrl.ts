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
  // Built once per job: the query never changes, and URL parsing is costly on the hot path.
  job.returnWithQuery ??= {
    success: build(job, 'success'),
    failed: build(job, 'failed'),
    cancelled: build(job, 'cancelled'),
  };
  return job.returnWithQuery[kind];
}

function build(job: JobRecord, kind: ReturnKind): string {
  const url = new URL(job.returnUrls[kind]);
  url.searchParams.set('paymentjobref', job.reference);
  url.searchParams.set('paymentref', job.paymentReference);
  url.searchParams.set('ordernumber', job.orderNumber);
  if (kind === 'cancelled') url.searchParams.set('status', 'cancelled');
  return url.toString();
}

/** Paid goes to success, Cancelled to cancelled, every other end to failed (field notes, "Return redirect"). */
export function returnKindFor(status: JobStatus): ReturnKind {
  return status === 'Paid' ? 'success' : status === 'Cancelled' ? 'cancelled' : 'failed';
}
