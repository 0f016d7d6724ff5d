/** GW-JOB-14 (A. payment attributes: returnUrlCancelled): the same query plus a status parameter. */
import { ensure } from '../checkFailure.js';
import { firstPayment, objectAt } from './docPath.js';
import { jobIdentity } from './jobIdentity.js';
import { ensureReturnQuery, parseUrl } from './returnQuery.js';

export function checkCancelledReturnUrl(doc: unknown): void {
  const id = 'GW-JOB-14';
  const attrs = objectAt(firstPayment(doc, id), 'attributes', id);
  const url = parseUrl(attrs.returnUrlCancelled, id, 'attributes.returnUrlCancelled');
  ensureReturnQuery(url.searchParams, jobIdentity(doc, id), id, 'attributes.returnUrlCancelled');
  const hasStatus = [...url.searchParams.keys()].some((k) => k.toLowerCase() === 'status');
  ensure(hasStatus, id, 'attributes.returnUrlCancelled has no status parameter');
}
