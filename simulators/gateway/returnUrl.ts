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

/** The largest amountToCollect the simulator accepts (spec A gives no bound: paycert's choice, as the terminal's MAX_AMOUNT). */
export const maxAmountToCollect = '999999.99';

/**
 * Checks a merchant's return URL at creation, so the redirect after Paid
 * cannot break (issue 13): an absolute http(s) URL of printable ASCII (a
 * browser follows a Location only as ASCII: a non-ASCII host or path must
 * come percent-encoded or punycoded), no control characters, no
 * credentials, at most 2048 characters. Returns the rule broken, or undefined.
 */
export function returnUrlProblem(value: string): string | undefined {
  if (value.length > 2048) return 'must be at most 2048 characters';
  if (/[^\x21-\x7e]/.test(value))
    return 'must be printable ASCII: percent-encode non-ASCII characters (punycode for a host), no spaces or control characters';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.hostname === '') return 'must name a host';
  if (url.username !== '' || url.password !== '') return 'must not carry credentials';
  return undefined;
}
