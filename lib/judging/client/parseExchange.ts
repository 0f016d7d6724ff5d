/**
 * A RawExchange read once for the judge: the request line, the path without
 * its query, which kind of request it is, and both bodies parsed as JSON when
 * they are whole. A body cut at the proxy's capture limit is never judged: a
 * check would see bytes the application did not send as they were.
 */
import type { RawExchange, RawMessage, Side } from './rawExchange.js';

export type BodyKind = 'none' | 'cut' | 'json' | 'not-json';

export interface ParsedBody {
  readonly kind: BodyKind;
  /** The parsed value when `kind` is `json`. */
  readonly value?: unknown;
}

/**
 * api: the application's request to the interface. browser: the shopper's
 * browser on the gateway's pages (3-D Secure page, its form post, return
 * pages), judged by no application rule. control: a simulator's control API
 * under /_sim/ (an application's own tests queue outcomes there).
 */
export type ExchangeKind = 'api' | 'browser' | 'control';

export interface ParsedExchange {
  readonly raw: RawExchange;
  readonly seq: number;
  readonly side: Side;
  readonly kind: ExchangeKind;
  readonly method: string;
  /** The path of the request target, without the query, as sent. */
  readonly path: string;
  readonly requestBody: ParsedBody;
  readonly status?: number;
  readonly responseBody: ParsedBody;
}

export function header(m: RawMessage, name: string): string | undefined {
  const v = m.headers[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] as string | undefined) : (v as string | undefined);
}

export function parseBody(m: RawMessage | undefined): ParsedBody {
  if (m === undefined || m.bodyBytes === 0) return { kind: 'none' };
  if (m.body.length < m.bodyBytes) return { kind: 'cut' };
  try {
    return { kind: 'json', value: JSON.parse(m.body.toString('utf8')) as unknown };
  } catch {
    return { kind: 'not-json' };
  }
}

/** The path of a request target (origin form, or absolute form through a forward proxy). */
export function targetPath(target: string): string {
  let t = target;
  if (/^https?:\/\//i.test(t)) {
    const slash = t.indexOf('/', t.indexOf('//') + 2);
    t = slash < 0 ? '/' : t.slice(slash);
  }
  const q = t.search(/[?#]/);
  return q < 0 ? t : t.slice(0, q);
}

/** A browser asks for HTML or posts a form; an application's API client sends and wants JSON. */
function looksLikeBrowser(raw: RawExchange): boolean {
  const accept = header(raw.request, 'accept') ?? '';
  const type = header(raw.request, 'content-type') ?? '';
  return /text\/html/i.test(accept) || /application\/x-www-form-urlencoded|multipart\/form-data/i.test(type);
}

function kindOf(raw: RawExchange, path: string): ExchangeKind {
  if (raw.side === 'gateway' && path.startsWith('/_sim/return/')) return 'browser';
  if (path.startsWith('/_sim/')) return 'control';
  if (raw.side === 'gateway' && !path.startsWith('/api/') && looksLikeBrowser(raw)) return 'browser';
  return 'api';
}

const noBody: ParsedBody = { kind: 'none' };

/**
 * The exchange read for the judge. The bodies are parsed when a check first
 * reads them, not before: the judge reads no receipt, ping or device answer
 * (a receipt is the largest body of a sale), and JSON.parse was half of
 * what the judge cost (bench/proxyObserveCost.ts). The result is the same
 * whenever it is read.
 */
export function parseExchange(raw: RawExchange): ParsedExchange {
  const path = targetPath(raw.request.target);
  const kind = kindOf(raw, path);
  // Only the application's requests and answers are read as JSON; a browser's form post stays bytes.
  const isApi = kind === 'api';
  let request: ParsedBody | undefined;
  let response: ParsedBody | undefined;
  return {
    raw,
    seq: raw.seq,
    side: raw.side,
    kind,
    method: raw.request.method.toUpperCase(),
    path,
    get requestBody(): ParsedBody {
      return (request ??= isApi ? parseBody(raw.request) : noBody);
    },
    ...(raw.response === undefined ? {} : { status: raw.response.status }),
    get responseBody(): ParsedBody {
      return (response ??= isApi ? parseBody(raw.response) : noBody);
    },
  };
}
