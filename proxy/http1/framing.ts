/**
 * How long a message's body is (RFC 9112 section 6.3): none, a declared
 * length, chunked, or (answers only) until the connection closes. A
 * request with both Content-Length and Transfer-Encoding, a Transfer-Encoding
 * that does not end in chunked, or disagreeing lengths is refused: those are
 * the request-smuggling shapes, and node's server refuses them too.
 */
import { tokensOf, valuesOf, type ParsedHead } from './parseHead.js';

export type Framing =
  | { readonly kind: 'none' }
  | { readonly kind: 'length'; readonly length: number }
  | { readonly kind: 'chunked' }
  | { readonly kind: 'close' };

const none: Framing = { kind: 'none' };
const chunked: Framing = { kind: 'chunked' };
const close: Framing = { kind: 'close' };

/** The one length all Content-Length values agree on; a string says why there is none. */
function declaredLength(head: ParsedHead): number | string | undefined {
  const values = valuesOf(head, 'content-length');
  if (values.length === 0) return undefined;
  let length: string | undefined;
  for (const v of values)
    for (const part of v.split(',')) {
      const s = part.trim();
      if (!/^\d{1,15}$/.test(s)) return `Content-Length is not a number: "${v.slice(0, 20)}"`;
      if (length !== undefined && Number(s) !== Number(length)) return 'Content-Length values disagree';
      length = s;
    }
  return Number(length);
}

export function requestFraming(head: ParsedHead): Framing | string {
  const codings = tokensOf(head, 'transfer-encoding');
  const length = declaredLength(head);
  if (codings.length > 0) {
    if (length !== undefined) return 'both Content-Length and Transfer-Encoding are set';
    return codings.at(-1) === 'chunked' ? chunked : 'Transfer-Encoding does not end in chunked';
  }
  if (typeof length === 'string') return length;
  return length === undefined || length === 0 ? none : { kind: 'length', length };
}

export function responseFraming(head: ParsedHead, status: number, requestMethod: string): Framing | string {
  if (requestMethod === 'HEAD' || status < 200 || status === 204 || status === 304) return none;
  const codings = tokensOf(head, 'transfer-encoding');
  // Transfer-Encoding overrides Content-Length in an answer (RFC 9112 section 6.3, rule 3).
  if (codings.length > 0) return codings.at(-1) === 'chunked' ? chunked : close;
  const length = declaredLength(head);
  if (typeof length === 'string') return length;
  if (length === undefined) return close;
  return length === 0 ? none : { kind: 'length', length };
}
