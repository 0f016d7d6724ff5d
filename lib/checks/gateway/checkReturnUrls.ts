/**
 * GW-JOB-13 (A. payment attributes: returnUrlSuccess, returnUrlFailed): each
 * carries the job reference, payment reference and order number in its query,
 * and points where the caller asked (when it asked).
 */
import { ensure } from '../checkFailure.js';
import { firstPayment, objectAt } from './docPath.js';
import { jobIdentity } from './jobIdentity.js';
import { ensureReturnQuery, parseUrl } from './returnQuery.js';

export function checkReturnUrls(doc: unknown, sent?: { success?: string; failed?: string }): void {
  const id = 'GW-JOB-13';
  const want = jobIdentity(doc, id);
  const attrs = objectAt(firstPayment(doc, id), 'attributes', id);
  for (const [key, base] of [
    ['returnUrlSuccess', sent?.success],
    ['returnUrlFailed', sent?.failed],
  ] as const) {
    const url = parseUrl(attrs[key], id, `attributes.${key}`);
    ensureReturnQuery(url.searchParams, want, id, `attributes.${key}`);
    if (base !== undefined) {
      const b = new URL(base);
      ensure(
        url.origin === b.origin && url.pathname === b.pathname,
        id,
        `attributes.${key} does not point at the URL sent`,
      );
    }
  }
}
