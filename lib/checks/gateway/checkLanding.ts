/**
 * GW-3DS-9 (A. payment attributes): after the 3-D Secure page the shopper
 * lands on the success return URL when paid and the failed one otherwise,
 * with the job reference, payment reference and order number in the query.
 */
import { ensure } from '../checkFailure.js';
import { jobIdentity } from './jobIdentity.js';
import { ensureReturnQuery } from './returnQuery.js';

export interface Landing {
  /** Which of the return URLs the suite gave was reached. */
  readonly kind: 'success' | 'failed' | 'cancelled';
  readonly query: URLSearchParams;
}

export function checkLanding(landing: Landing | undefined, doc: unknown, want: Landing['kind']): void {
  const id = 'GW-3DS-9';
  ensure(landing !== undefined, id, `the browser never reached a return URL (wanted ${want})`);
  ensure(landing.kind === want, id, `the browser landed on the ${landing.kind} return URL, not ${want}`);
  ensureReturnQuery(landing.query, jobIdentity(doc, id), id, `the ${want} landing`);
}
