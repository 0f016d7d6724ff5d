/**
 * One HTTP exchange with a target, bounded: a time limit on the whole
 * exchange (headers and body), a limit on the bytes read (the body is
 * streamed and the connection dropped past it), and no redirect followed (a
 * 3xx is returned as the answer it is, with its Location, so a redirect can
 * never take credentials off the target's origin). Anything that is not an
 * answer becomes TargetUnreachable naming the method and path.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'undici';
import { TargetUnreachable } from './targetUnreachable.js';

/** Default cap on an answer's body: the spec's documents are a few kilobytes; 1 MiB is generous. */
export const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

/** PAYCERT_MAX_RESPONSE_BYTES, or the default. */
export function maxResponseBytesFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.PAYCERT_MAX_RESPONSE_BYTES ?? '');
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_RESPONSE_BYTES;
}

export interface BoundedRequest {
  /** For messages: `terminal`, `gateway`. */
  readonly target: string;
  readonly method: 'GET' | 'POST';
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body?: string | Buffer | undefined;
  readonly timeoutMs: number;
  readonly maxBytes?: number | undefined;
}

export interface BoundedAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

function header(h: IncomingHttpHeaders, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function detailOf(e: unknown): string {
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : String(e);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

export async function boundedRequest(r: BoundedRequest): Promise<BoundedAnswer> {
  const maxBytes = r.maxBytes ?? maxResponseBytesFromEnv();
  const path = r.url.pathname;
  const signal = AbortSignal.timeout(r.timeoutMs);
  const unreachable = (reason: 'timeout' | 'transport' | 'too-large', detail: string, cause?: unknown) =>
    new TargetUnreachable(
      r.target,
      r.url.origin,
      r.method,
      path,
      reason,
      detail,
      cause === undefined ? undefined : { cause },
    );
  const late = (cause: unknown) => unreachable('timeout', `did not answer within ${r.timeoutMs} ms`, cause);
  let res: Awaited<ReturnType<typeof request>>;
  try {
    res = await request(r.url, {
      method: r.method,
      headers: r.headers,
      body: r.body,
      headersTimeout: r.timeoutMs,
      bodyTimeout: r.timeoutMs,
      signal,
    });
  } catch (e) {
    throw signal.aborted || /Timeout/.test(detailOf(e))
      ? late(e)
      : unreachable('transport', `failed: ${detailOf(e)}`, e);
  }
  const tooLarge = () =>
    unreachable(
      'too-large',
      `answered more than ${maxBytes} bytes (PAYCERT_MAX_RESPONSE_BYTES); paycert stopped reading`,
    );
  const declared = Number(header(res.headers, 'content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of res.body) {
      const b = chunk as Buffer;
      read += b.length;
      if (read > maxBytes) {
        res.body.destroy();
        throw tooLarge();
      }
      chunks.push(b);
    }
  } catch (e) {
    if (e instanceof TargetUnreachable) throw e;
    throw signal.aborted || /Timeout/.test(detailOf(e))
      ? late(e)
      : unreachable('transport', `broke off its answer: ${detailOf(e)}`, e);
  }
  return { status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') };
}

/** An answer's body read as JSON; undefined when it is empty or not JSON (the checks say which from the text). */
export function jsonBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A 3xx's Location (never followed), spread into a client's answer: nothing on any other status. */
export function redirectLocation(a: BoundedAnswer): { readonly location?: string } {
  const location = a.status >= 300 && a.status < 400 ? a.headers.location : undefined;
  return location === undefined ? {} : { location: String(location) };
}
