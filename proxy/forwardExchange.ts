/**
 * One request through the proxy: forwarded to the side's upstream with
 * undici (streamed both ways, never following a redirect), the answer
 * streamed back with its status, headers and bytes unchanged but for the
 * rewrites of rewriteToProxy.ts, both bodies captured up to the capture
 * limit, and the exchange handed on once the answer's last byte has left.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import type { RawExchange, RawResponse, Side } from '../lib/client/rawExchange.js';
import { Capture } from './capture.js';
import { endToEndRequestHeaders, endToEndResponseHeaders } from './hopByHop.js';
import { rewriteLinks, rewriteUrl, type OriginSwap } from './rewriteToProxy.js';
import { answerProxyError, upstreamFailure } from './upstreamFailure.js';

export interface SideRoute {
  readonly side: Side;
  readonly upstream: URL;
  readonly dispatcher: Dispatcher;
  /** The gateway side's rewrite (undefined on the terminal side). */
  readonly swap: () => OriginSwap | undefined;
  /** Host is passed unchanged to a loopback upstream, set to the upstream's otherwise (TLS virtual hosts). */
  readonly keepHost: boolean;
  readonly captureLimit: number;
  readonly upstreamTimeoutMs: number;
}

const jsonType = /^application\/(?:[\w.+-]*\+)?json\b/i;

/** Streams `src` into `dst` (resuming a paused `src`), capturing; resolves when the last byte has left. */
function relay(src: Readable, dst: ServerResponse, cap: Capture): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    src.on('data', (chunk: Buffer) => {
      cap.add(chunk);
      if (!dst.write(chunk)) src.pause();
    });
    dst.on('drain', () => src.resume());
    untilSent(dst).then(resolve, (e: unknown) => {
      src.destroy();
      reject(e instanceof Error ? e : new Error(String(e)));
    });
    src.once('end', () => dst.end());
    src.once('error', reject);
    src.resume();
  });
}

/**
 * Resolves when the answer's last byte has left, rejects when the client's
 * connection closes first (`end`'s own callback would then never run, and
 * the exchange would never finish).
 */
function untilSent(res: ServerResponse): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    res.once('finish', () => resolve());
    res.once('close', () => {
      if (!res.writableFinished)
        reject(new Error('the client closed the connection before the answer ended'));
    });
  });
}

/** Reads `src` until it ends or passes `limit` bytes (then pauses it). */
function readUpTo(src: Readable, limit: number): Promise<{ chunks: Buffer[]; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer): void => {
      chunks.push(chunk);
      total += chunk.length;
      if (total > limit) {
        src.pause();
        src.off('data', onData).off('end', onEnd).off('error', reject);
        resolve({ chunks, ended: false });
      }
    };
    const onEnd = (): void => resolve({ chunks, ended: true });
    src.on('data', onData).once('end', onEnd).once('error', reject);
  });
}

async function* tee(req: IncomingMessage, cap: Capture): AsyncGenerator<Buffer> {
  for await (const chunk of req) {
    cap.add(chunk as Buffer);
    yield chunk as Buffer;
  }
}

/**
 * A request body of a known length up to this is read whole before it is
 * forwarded, as one Buffer (the same bytes; streaming it through an async
 * generator cost more CPU than the rest of a small exchange's relay).
 * Longer bodies, and chunked ones, stream.
 */
const wholeBodyLimit = 64 * 1024;

/** The declared length when the body is read whole (0: no body), else undefined (streamed). */
function wholeBodyLength(req: IncomingMessage): number | undefined {
  if (req.headers['transfer-encoding'] !== undefined) return undefined;
  const length = req.headers['content-length'];
  if (length === undefined) return 0;
  const n = Number(length);
  return Number.isInteger(n) && n >= 0 && n <= wholeBodyLimit ? n : undefined;
}

/** The whole request body, captured; rejects when the client's connection closes before its end. */
function readWhole(req: IncomingMessage, cap: Capture): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      cap.add(chunk);
      chunks.push(chunk);
    });
    req.once('end', () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('the request body was cut'));
    });
  });
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function requestHeaders(req: IncomingMessage, route: SideRoute): string[] {
  const headers = endToEndRequestHeaders(req.rawHeaders);
  if (route.keepHost) return headers;
  const i = headers.findIndex((h, k) => k % 2 === 0 && h.toLowerCase() === 'host');
  if (i >= 0) headers[i + 1] = route.upstream.host;
  return headers;
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  up: Dispatcher.ResponseData,
  route: SideRoute,
): Promise<RawResponse> {
  const headers = endToEndResponseHeaders(up.headers);
  const swap = route.swap();
  if (swap !== undefined && typeof headers.location === 'string')
    headers.location = rewriteUrl(headers.location, swap);
  const cap = new Capture(route.captureLimit);
  const head = (): void => {
    res.writeHead(up.statusCode, up.statusText === '' ? undefined : up.statusText, headers);
  };
  const ct = headers['content-type'];
  if (swap !== undefined && typeof ct === 'string' && jsonType.test(ct) && req.method !== 'HEAD') {
    const first = await readUpTo(up.body, route.captureLimit);
    if (first.ended) {
      const whole = Buffer.concat(first.chunks);
      const body = rewriteLinks(whole, swap) ?? whole;
      if (body !== whole && headers['content-length'] !== undefined)
        headers['content-length'] = String(body.length);
      head();
      cap.add(body);
      const sent = untilSent(res);
      res.end(body);
      await sent;
      return { status: up.statusCode, headers, body: cap.body(), bodyBytes: cap.total };
    }
    // Larger than the capture limit: passed through unchanged (docs/proxy.md).
    head();
    for (const c of first.chunks) {
      cap.add(c);
      res.write(c);
    }
  } else head();
  await relay(up.body, res, cap);
  return { status: up.statusCode, headers, body: cap.body(), bodyBytes: cap.total };
}

/** Forwards one request; `done` receives the exchange exactly once, whatever happens. */
export async function forwardExchange(
  req: IncomingMessage,
  res: ServerResponse,
  route: SideRoute,
  seq: number,
  done: (x: RawExchange) => void,
): Promise<void> {
  const startedAt = Date.now();
  const reqCap = new Capture(route.captureLimit);
  let response: RawResponse | undefined;
  let error: string | undefined;
  const abort = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  res.sendDate = false; // the upstream's Date (or none), not the proxy's
  const target = req.url ?? '/';
  const base = route.upstream.pathname.replace(/\/+$/, '');
  try {
    const whole = wholeBodyLength(req);
    let body: Buffer | Readable | null = null;
    if (whole === undefined) {
      if (hasBody(req)) body = Readable.from(tee(req, reqCap), { objectMode: false });
    } else if (whole > 0) {
      try {
        body = await readWhole(req, reqCap);
      } catch {
        error = 'the client closed the connection before the answer came';
        return;
      }
    }
    let up: Dispatcher.ResponseData;
    try {
      up = await route.dispatcher.request({
        origin: route.upstream.origin,
        method: req.method ?? 'GET',
        path: base + target,
        headers: requestHeaders(req, route),
        body,
        signal: abort.signal,
        headersTimeout: route.upstreamTimeoutMs,
        bodyTimeout: route.upstreamTimeoutMs,
      });
    } catch (e) {
      if (abort.signal.aborted) {
        error = 'the client closed the connection before the answer came';
        return;
      }
      const failure = upstreamFailure(e, route);
      error = failure.message;
      answerProxyError(res, failure.status, failure.message);
      return;
    }
    try {
      response = await answer(req, res, up, route);
    } catch (e) {
      error = abort.signal.aborted
        ? 'the client closed the connection before the answer ended'
        : `the answer was cut: ${e instanceof Error ? e.message : String(e)}`;
      up.body.destroy();
      res.destroy();
    }
  } finally {
    done({
      seq,
      side: route.side,
      startedAt,
      endedAt: Date.now(),
      request: {
        method: req.method ?? 'GET',
        target,
        headers: req.headers,
        body: reqCap.body(),
        bodyBytes: reqCap.total,
      },
      ...(response === undefined ? {} : { response }),
      ...(error === undefined ? {} : { error }),
    });
  }
}
