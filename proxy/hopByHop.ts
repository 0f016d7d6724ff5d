/**
 * The heads the relay forwards (RFC 9110 section 7.6.1): hop-by-hop fields
 * describe one connection, not the message, so they are removed, with
 * every field the Connection header names, and the relay states its own
 * Connection (and Keep-Alive) to the client. Content-Length and
 * Transfer-Encoding stay: the relay forwards the body with the framing it
 * came with. Everything else passes unchanged: names' casing, order,
 * repeats and values, byte for byte.
 */
import { tokensOf, type ParsedHead, type RequestLine } from './http1/parseHead.js';
import { rewriteUrl, type OriginSwap } from './rewriteToProxy.js';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'upgrade',
  // The relay answers `Expect: 100-continue` itself, as node's server did.
  'expect',
]);
const framing = new Set(['content-length', 'transfer-encoding']);

/** Indexes of the fields of `head` that are forwarded. */
function endToEnd(head: ParsedHead): number[] {
  const named = new Set(tokensOf(head, 'connection'));
  const out: number[] = [];
  for (let i = 0; i < head.names.length; i++) {
    const name = head.names[i] as string;
    if (framing.has(name) || (!hopByHop.has(name) && !named.has(name))) out.push(i);
  }
  return out;
}

/** The request head for the upstream: the target under the upstream's path prefix, Host swapped when asked. */
export function forwardedRequestHead(
  line: RequestLine,
  head: ParsedHead,
  prefix: string,
  host: string | undefined,
): string {
  let out = `${line.method} ${prefix}${line.target} HTTP/1.${line.minor}\r\n`;
  for (const i of endToEnd(head))
    out +=
      host !== undefined && head.names[i] === 'host' ? `Host: ${host}\r\n` : `${head.lines[i] as string}\r\n`;
  return `${out}\r\n`;
}

export interface ResponseHeadOptions {
  /** The gateway side's origin swap for Location (undefined: no rewrite). */
  readonly swap: OriginSwap | undefined;
  /** A body of this length replaces the upstream's (its framing fields are replaced). */
  readonly bodyLength?: number;
  /** The relay closes the connection after this answer. */
  readonly close: boolean;
  readonly keepAliveSeconds: number;
}

export interface ForwardedHead {
  /** The whole head, its empty line included. */
  readonly text: string;
  /** The forwarded fields (the relay's own Connection and Keep-Alive left out), for the judge. */
  readonly names: string[];
  readonly values: string[];
}

export function forwardedResponseHead(head: ParsedHead, o: ResponseHeadOptions): ForwardedHead {
  let text = `${head.startLine}\r\n`;
  const names: string[] = [];
  const values: string[] = [];
  for (const i of endToEnd(head)) {
    const name = head.names[i] as string;
    let value = head.values[i] as string;
    let line = head.lines[i] as string;
    if (o.bodyLength !== undefined && framing.has(name)) continue;
    if (o.swap !== undefined && name === 'location') {
      const next = rewriteUrl(value, o.swap);
      if (next !== value) {
        line = `${line.slice(0, line.indexOf(':'))}: ${next}`;
        value = next;
      }
    }
    text += `${line}\r\n`;
    names.push(name);
    values.push(value);
  }
  if (o.bodyLength !== undefined) {
    text += `Content-Length: ${o.bodyLength}\r\n`;
    names.push('content-length');
    values.push(String(o.bodyLength));
  }
  text += o.close
    ? 'Connection: close\r\n\r\n'
    : `Connection: keep-alive\r\nKeep-Alive: timeout=${o.keepAliveSeconds}\r\n\r\n`;
  return { text, names, values };
}

/** The upstream's keep-alive hint (`Keep-Alive: timeout=5`) in ms, if it gave one. */
export function keepAliveHintMs(head: ParsedHead): number | undefined {
  for (const t of tokensOf(head, 'keep-alive')) {
    const m = /^timeout\s*=\s*(\d+)$/.exec(t);
    if (m !== null) return Number(m[1]) * 1000;
  }
  return undefined;
}
