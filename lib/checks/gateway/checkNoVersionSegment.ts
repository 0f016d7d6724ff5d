/** GW-VER-1 (Versioning, rule 2): gateway paths carry no version segment; the links the gateway returns follow /api/gateway/. */
import { ensure } from '../checkFailure.js';
import { valueAt } from './docPath.js';

export function checkNoVersionSegment(doc: unknown): void {
  const url = valueAt(doc, 'links.data.url');
  ensure(typeof url === 'string', 'GW-VER-1', 'links.data.url is absent');
  const path = new URL(url).pathname;
  ensure(
    /\/api\/gateway\/payment-jobs\//.test(path),
    'GW-VER-1',
    `links.data.url path ${path} is not under /api/gateway/`,
  );
  ensure(
    !/\/v\d+(\.\d+)*\//i.test(path),
    'GW-VER-1',
    `links.data.url path ${path} carries a version segment`,
  );
}
