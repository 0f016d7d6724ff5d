/**
 * GW-JOB-17 (A. links: action): type text/html; while the job is Pending the
 * shopper still has to be directed, so a URL is "applicable" and must be there.
 */
import { ensure } from '../checkFailure.js';
import { objectAt, valueAt } from './docPath.js';
import { parseUrl } from './returnQuery.js';

export function checkActionLink(doc: unknown, id = 'GW-JOB-17'): URL | undefined {
  const link = objectAt(doc, 'links.action', id);
  ensure(link.type === 'text/html', id, `links.action.type is ${JSON.stringify(link.type)}, not text/html`);
  if (valueAt(doc, 'data.paymentStatus') !== 'Pending')
    return link.url === undefined ? undefined : parseUrl(link.url, id, 'links.action.url');
  const url = parseUrl(link.url, id, 'links.action.url');
  ensure(url.protocol === 'https:' || url.protocol === 'http:', id, 'links.action.url is not an http(s) URL');
  return url;
}
