/**
 * The fields the proxy does not forward (RFC 9110 section 7.6.1): those that
 * describe one connection rather than the message, and every field the
 * Connection header names. node:http states the proxy's own Connection to
 * the client and undici its own to the upstream; each side frames the body
 * itself (Content-Length kept when the sender gave one, chunked otherwise),
 * so Transfer-Encoding and the request's Trailer go too. `Expect:
 * 100-continue` is answered by node:http itself. Everything else passes in
 * its order, names' casing and repeats kept.
 */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'transfer-encoding',
  'upgrade',
  'expect',
]);

/** Node's raw list (name, value, name, value...) without the hop-by-hop fields; `also`: further lower-case names to leave out. */
export function endToEnd(raw: readonly string[], also?: ReadonlySet<string>): string[] {
  let named: Set<string> | undefined;
  for (let i = 0; i < raw.length; i += 2)
    if ((raw[i] as string).toLowerCase() === 'connection')
      for (const t of (raw[i + 1] as string).split(',')) (named ??= new Set()).add(t.trim().toLowerCase());
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (hopByHop.has(name) || named?.has(name) === true || also?.has(name) === true) continue;
    out.push(raw[i] as string, raw[i + 1] as string);
  }
  return out;
}
