/**
 * Hop-by-hop headers (RFC 9110 section 7.6.1): they describe one connection,
 * not the message, so a proxy removes them, and every header the Connection
 * header names, before forwarding. Node's server and undici frame each side
 * themselves (Content-Length or chunked). Everything else passes unchanged.
 */
import type { IncomingHttpHeaders } from 'node:http';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node's server answers `Expect: 100-continue` itself; undici refuses to send it.
  'expect',
]);

/** The header names the Connection header lists, lower case. */
function connectionTokens(values: readonly (string | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const v of values) {
    if (v === undefined) continue;
    for (const t of v.split(',')) {
      const name = t.trim().toLowerCase();
      if (name !== '') out.add(name);
    }
  }
  return out;
}

/** A request's end-to-end headers as raw name/value pairs (casing and duplicates kept). */
export function endToEndRequestHeaders(rawHeaders: readonly string[]): string[] {
  const connection: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'connection') connection.push(rawHeaders[i + 1] ?? '');
  }
  const named = connectionTokens(connection);
  const out: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i] ?? '';
    const lower = name.toLowerCase();
    if (hopByHop.has(lower) || named.has(lower)) continue;
    out.push(name, rawHeaders[i + 1] ?? '');
  }
  return out;
}

/** An answer's end-to-end headers (undici gives them lower case, repeated ones as arrays). */
export function endToEndResponseHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const c = headers.connection;
  const named = connectionTokens(Array.isArray(c) ? c : [c]);
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || hopByHop.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}
