/** GW-JOB-18 (A. links: documentation): a url and type text/html. */
import { ensure } from '../checkFailure.js';
import { objectAt } from './docPath.js';
import { parseUrl } from './returnQuery.js';

export function checkDocumentationLink(doc: unknown): void {
  const id = 'GW-JOB-18';
  const link = objectAt(doc, 'links.documentation', id);
  ensure(
    link.type === 'text/html',
    id,
    `links.documentation.type is ${JSON.stringify(link.type)}, not text/html`,
  );
  parseUrl(link.url, id, 'links.documentation.url');
}
