/**
 * The proxy's only rewrites (docs/proxy.md, "What it rewrites"): an absolute
 * URL whose origin is the gateway upstream's becomes the same URL on the
 * proxy's origin, in a `Location` header and in `links.<name>.url` of a
 * gateway JSON answer (spec A: "read the action link in the response,
 * redirect the shopper to it"), so the shopper's browser comes back through
 * the proxy to the 3-D Secure page and its form post. Nothing else changes:
 * relative URLs, other origins and every other byte stay as they are.
 */
import { stringSpansAt, type JsonPath } from '../lib/support/json/walkJson.js';

export interface OriginSwap {
  /** The upstream's origin, as `URL.origin` writes it (`http://127.0.0.1:8090`). */
  readonly from: string;
  /** The proxy's origin. */
  readonly to: string;
}

const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** `value` on the proxy's origin when it is an absolute URL on the upstream's; else `value` itself. */
export function rewriteUrl(value: string, swap: OriginSwap): string {
  // The usual case without a URL parse: the upstream's origin as written, then the path, query, fragment or nothing.
  if (value.startsWith(swap.from)) {
    const next = value[swap.from.length];
    if (next === undefined || next === '/' || next === '?' || next === '#')
      return swap.to + value.slice(swap.from.length);
  }
  const m = absolute.exec(value);
  if (m === null) return value;
  let origin: string;
  try {
    origin = new URL(m[0]).origin;
  } catch {
    return value;
  }
  return origin === swap.from ? swap.to + value.slice(m[0].length) : value;
}

const linkUrl = (path: JsonPath): boolean => path.length === 3 && path[0] === 'links' && path[2] === 'url';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON body with its `links.*.url` values rewritten; undefined when
 * nothing changes (not UTF-8, not JSON, no link on the upstream's origin).
 */
export function rewriteLinks(body: Buffer, swap: OriginSwap): Buffer | undefined {
  let text: string;
  try {
    text = utf8.decode(body);
    if (!text.includes('"links"')) return undefined;
    JSON.parse(text);
  } catch {
    return undefined;
  }
  const spans = stringSpansAt(text, linkUrl);
  if (spans === undefined) return undefined;
  let out = '';
  let at = 0;
  for (const s of spans) {
    const next = rewriteUrl(s.value, swap);
    if (next === s.value) continue;
    out += text.slice(at, s.start) + JSON.stringify(next);
    at = s.end;
  }
  if (at === 0) return undefined;
  return Buffer.from(out + text.slice(at), 'utf8');
}
