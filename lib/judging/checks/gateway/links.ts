/**
 * The links of a payment job response (A. Payment job response > links;
 * Versioning, rule 2; States A: "An action link to the 3-D Secure page is
 * returned").
 */
import { holds } from '../deviation.js';
import { objectAt, shown, stringAt, valueAt } from './fields.js';
import { urlAt } from './returnUrls.js';

/** The media type of a link's `type`, without parameters, in lower case. */
function mediaType(v: unknown): unknown {
  return typeof v === 'string' ? (v.split(';')[0] ?? '').trim().toLowerCase() : v;
}

function linkType(doc: unknown, name: string, want: string): void {
  const t = objectAt(doc, `links.${name}`).type;
  holds(mediaType(t) === want, `links.${name}.type is ${shown(t)}, not ${want}`, {
    field: `links.${name}.type`,
    expected: want,
    actual: t,
  });
}

/**
 * links.data: type application/json; "The URL is the retrieval address of the
 * payment job, optionally with a locale query parameter".
 */
export function checkDataLink(doc: unknown): void {
  linkType(doc, 'data', 'application/json');
  const url = urlAt(valueAt(doc, 'links.data.url'), 'links.data.url');
  const ref = stringAt(doc, 'data.reference');
  const prefix = '/api/gateway/payment-jobs/';
  const at = url.pathname.lastIndexOf(prefix);
  const tail = at < 0 ? undefined : url.pathname.slice(at + prefix.length);
  let decoded: string | undefined;
  try {
    decoded = tail === undefined ? undefined : decodeURIComponent(tail);
  } catch {
    decoded = undefined;
  }
  holds(decoded === ref, 'links.data.url is not the retrieval address of this payment job', {
    field: 'links.data.url',
    expected: `…${prefix}${ref}`,
    actual: url.pathname,
  });
}

/**
 * links.action: type text/html, "and url when applicable": while the job is
 * Pending the shopper still has to be directed, so the URL must be there.
 * Returns the URL when there is one.
 */
export function checkActionLink(doc: unknown): URL | undefined {
  linkType(doc, 'action', 'text/html');
  const url = valueAt(doc, 'links.action.url');
  if (url === undefined && valueAt(doc, 'data.paymentStatus') !== 'Pending') return undefined;
  const parsed = urlAt(url, 'links.action.url');
  holds(
    parsed.protocol === 'https:' || parsed.protocol === 'http:',
    'links.action.url is not a web address',
    {
      field: 'links.action.url',
      expected: 'http(s)',
      actual: parsed.protocol,
    },
  );
  return parsed;
}

/** What following the action link as a browser does gave. */
export interface PageAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
}

/** The action link leads to "the 3-D Secure page": a 2xx HTML page, not an error or JSON. */
export function checkActionPageOpens(answer: PageAnswer): void {
  holds(answer.status >= 200 && answer.status < 300, `the action link answers ${answer.status}`, {
    request: 'GET links.action.url',
    status: answer.status,
    expected: 'a 200-class HTML page',
    actual: answer.status,
  });
  holds(
    /^text\/html\b/i.test(answer.contentType ?? ''),
    `the action link answers ${answer.contentType ?? 'without a Content-Type'}`,
    {
      request: 'GET links.action.url',
      field: 'Content-Type',
      expected: 'text/html',
      actual: answer.contentType,
    },
  );
}

/** "documentation | url, type | type text/html". */
export function checkDocumentationLink(doc: unknown): void {
  linkType(doc, 'documentation', 'text/html');
  urlAt(valueAt(doc, 'links.documentation.url'), 'links.documentation.url');
}

/**
 * "Gateway paths carry no version segment.": the retrieval link the gateway
 * gives is /api/gateway/payment-jobs/..., with no /v1/-like segment after
 * /api/ (what precedes /api is the deployment's base URL, not a gateway path).
 */
export function checkNoVersionSegment(doc: unknown): void {
  const path = urlAt(valueAt(doc, 'links.data.url'), 'links.data.url').pathname;
  const api = path.indexOf('/api/');
  const gatewayPath = api < 0 ? path : path.slice(api);
  holds(
    gatewayPath.startsWith('/api/gateway/payment-jobs/'),
    `links.data.url path ${path} is not under /api/gateway/`,
    {
      field: 'links.data.url',
      expected: '/api/gateway/payment-jobs/<reference>',
      actual: path,
    },
  );
  holds(!/\/v\d+(\.\d+)*\//i.test(gatewayPath), `links.data.url path ${path} carries a version segment`, {
    field: 'links.data.url',
    expected: 'no version segment',
    actual: path,
  });
}
