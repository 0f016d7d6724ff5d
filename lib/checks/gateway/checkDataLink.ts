/**
 * GW-JOB-16 (A. links: data): type application/json and a URL that retrieves
 * this payment job (…/api/gateway/payment-jobs/<reference>), optionally with a
 * locale query (when it carries one after a locale was asked for, it is that locale).
 */
import { ensure } from '../checkFailure.js';
import { objectAt, stringAt } from './docPath.js';
import { parseUrl } from './returnQuery.js';

export function checkDataLink(doc: unknown, askedLocale?: string): void {
  const id = 'GW-JOB-16';
  const link = objectAt(doc, 'links.data', id);
  ensure(
    link.type === 'application/json',
    id,
    `links.data.type is ${JSON.stringify(link.type)}, not application/json`,
  );
  const url = parseUrl(link.url, id, 'links.data.url');
  const ref = stringAt(doc, 'data.reference', id);
  ensure(
    url.pathname.endsWith(`/api/gateway/payment-jobs/${encodeURIComponent(ref)}`),
    id,
    'links.data.url is not the retrieval address of this payment job',
  );
  const locale = url.searchParams.get('locale');
  if (askedLocale !== undefined && locale !== null)
    ensure(
      locale === askedLocale,
      id,
      `links.data.url carries locale ${locale}, not the ${askedLocale} asked for`,
    );
}
