/**
 * One request of the application forwarded to the side's upstream and its
 * answer back (docs/proxy.md, "What it forwards"): node:http has read and
 * checked the request, undici sends it upstream over its pool and reads the
 * answer (both parsers refuse the smuggling shapes), and this file moves
 * the bytes between them: the end-to-end headers in their order and
 * casing (hopByHop.ts), the body as it streams, captured on the way for
 * the judge and the recording (captureBudget.ts), the gateway side's links
 * pointed back at the proxy (rewriteToProxy.ts). An upstream that gives no
 * answer gets the client a 502 or 504 naming the problem; an answer cut
 * midway is cut for the client too. Each exchange ends exactly once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import type { RawExchange, Side } from '../lib/judging/client/rawExchange.js';
import type { Drill } from '../lib/judging/drills/drills.js';
import { Capture, type CaptureBudget } from './captureBudget.js';
import { endToEnd } from './hopByHop.js';
import { rewriteLinks, rewriteUrl, type OriginSwap } from './rewriteToProxy.js';
import { errorCode, upstreamFailure } from './upstreamFailure.js';

export interface SideRoute {
  readonly side: Side;
  readonly upstream: URL;
  readonly dispatcher: Dispatcher;
  /** The upstream's path prefix, without its trailing slash. */
  readonly prefix: string;
  /** The upstream's origin and the proxy's (set once the side listens). */
  swap: OriginSwap;
  /** The gateway side: a Location and the links of a JSON answer on the upstream's origin point at the proxy. */
  readonly rewrite: boolean;
  readonly budget: CaptureBudget;
  readonly captureLimit: number;
  /** How long the proxy waits for a client that does not read its answer. */
  readonly stalledClientMs: number;
}

/** One exchange in flight: `end` finishes it (once) when its connection goes before its answer did. */
export interface InFlight {
  end(error: string): void;
  /** The request was read whole (its body included). */
  readonly complete: () => boolean;
  /** Its answer's head went to the client. */
  readonly answering: () => boolean;
}

const jsonType = /^application\/(?:[\w.+-]*\+)?json\b/i;
/** Never taken from the upstream's answer: node:http frames the answer to the client itself. */
const framing = new Set(['content-length']);

/** The drills that take the upstream's answer whole and decide what the client gets (docs/drills.md). */
const answerDrills = new Set<Drill['name']>([
  'lost-start-answer',
  'slow-start-answer',
  'gateway-5xx-after-create',
  'gateway-closed-after-create',
]);
/** The drills after which the client has not received the upstream's answer, whatever happened. */
const withheld = new Set<Drill['name']>([
  'lost-start-answer',
  'gateway-5xx-after-create',
  'gateway-closed-after-create',
]);

/**
 * Forwards `req` and answers `res`; `done` receives the exchange once, with
 * the bytes its captures hold. With a `drill`, the exchange carries its mark
 * and, for a drill of the answer, the client gets what the drill says.
 */
export function forwardExchange(
  route: SideRoute,
  seq: number,
  req: IncomingMessage,
  res: ServerResponse,
  done: (x: RawExchange, heldBytes: number) => void,
  drill?: Drill,
): InFlight {
  const startedAt = Date.now();
  const sent = new Capture(route.budget, route.captureLimit);
  const got = new Capture(route.budget, route.captureLimit);
  let answer: { status: number; headers: Record<string, string | string[]> } | undefined;
  let controller: Dispatcher.DispatchController | undefined;
  let stall: NodeJS.Timeout | undefined;
  let drillTimer: NodeJS.Timeout | undefined;
  let ended = false;
  const drilled = drill !== undefined && answerDrills.has(drill.name);

  const end = (error: string | undefined): void => {
    if (ended) return;
    ended = true;
    clearTimeout(stall);
    clearTimeout(drillTimer);
    if (error !== undefined && controller?.aborted === false) controller.abort(new Error(error));
    done(
      {
        seq,
        side: route.side,
        startedAt,
        endedAt: Date.now(),
        request: {
          method: req.method ?? 'GET',
          target: req.url ?? '/',
          headers: req.headers,
          body: sent.body(),
          bodyBytes: sent.total,
        },
        ...(answer === undefined ? {} : { response: { ...answer, body: got.body(), bodyBytes: got.total } }),
        ...(error === undefined ? {} : { error }),
        ...(drill === undefined
          ? {}
          : {
              drill: {
                name: drill.name,
                delivered: error === undefined && !withheld.has(drill.name),
                ...(drill.ms === undefined ? {} : { ms: drill.ms }),
              },
            }),
      },
      sent.kept + got.kept,
    );
  };
  res.once('close', () =>
    end(res.writableFinished ? undefined : 'the client closed the connection before the answer ended'),
  );

  /** The upstream gave no (whole) answer: 502 or 504 when nothing was sent yet, the connection cut otherwise. */
  const fail = (e: Error): void => {
    const { what, code } = failureOf(e, answer !== undefined);
    const message = upstreamFailure(route, what, code);
    if (res.headersSent) {
      end(`the answer was cut: ${message}`);
      res.destroy();
      return;
    }
    answer = undefined;
    const body = JSON.stringify({ error: message });
    res.shouldKeepAlive = false;
    res.writeHead(code === 'UND_ERR_HEADERS_TIMEOUT' ? 504 : 502, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    end(message);
  };

  /** While the client does not take what it was sent, undici waits; past `stalledClientMs` the connection is cut. */
  const waitForClient = (): void => {
    if (stall !== undefined || !res.writableNeedDrain) return;
    controller?.pause();
    stall = setTimeout(() => {
      end(`the client did not read its answer for ${route.stalledClientMs} ms`);
      res.destroy();
    }, route.stalledClientMs);
    const taken = (): void => {
      clearTimeout(stall);
      stall = undefined;
      controller?.resume();
    };
    res.once('drain', taken);
  };
  /** A part of the answer; the last one ends it (one write for an answer that comes in one piece). */
  const write = (chunk: Buffer, last: boolean): void => {
    if (last) res.end(chunk);
    else res.write(chunk);
    waitForClient();
  };

  /** The answer's head goes out when it is known; a held gateway JSON answer waits for its body, or for the capture limit. */
  let head: { status: number; message: string | undefined; fields: string[] } | undefined;
  let held: Buffer[] | undefined;
  /** The upstream's Content-Length: the chunk that reaches it is the last. */
  let declared: number | undefined;
  /** The answer to the client carries a Content-Length (else node:http chunks it, and trailers can follow). */
  let sized = false;
  const sendHead = (fields: readonly string[]): void => {
    const h = head as NonNullable<typeof head>;
    // node:http checks each field as it writes the head; a field it refuses makes the answer malformed.
    if (h.message === undefined) res.writeHead(h.status, fields as string[]);
    else res.writeHead(h.status, h.message, fields as string[]);
    answer = { status: h.status, headers: headerObject(fields) };
    sized = 'content-length' in answer.headers;
  };
  const release = (): void => {
    const parts = held ?? [];
    held = undefined;
    sendHead((head as NonNullable<typeof head>).fields);
    for (const p of parts) write(p, false);
  };

  /**
   * The upstream's whole answer is in (a drill of the answer): the client gets
   * it late, a 502 in its place, or nothing and a closed connection. The judge
   * and the recording keep the upstream's answer, with the drill's mark.
   */
  const applyDrill = (): void => {
    const name = (drill as Drill).name;
    const h = head as NonNullable<typeof head>;
    const whole = held ?? [];
    held = undefined;
    const bytes = Buffer.concat(whole);
    const body = (route.rewrite ? rewriteLinks(bytes, route.swap) : undefined) ?? bytes;
    if (body !== bytes) got.replace(body);
    const fields = endToEnd(h.fields, framing);
    fields.push('Content-Length', String(body.length));
    answer = { status: h.status, headers: headerObject(fields) };
    if (name === 'slow-start-answer') {
      drillTimer = setTimeout(() => {
        if (ended) return;
        guarded(() => {
          sendHead(fields);
          write(body, true);
        });
      }, drill?.ms ?? 0);
      return;
    }
    if (name === 'gateway-5xx-after-create') {
      const text = JSON.stringify({ error: 'Bad Gateway' });
      res.shouldKeepAlive = false;
      res.writeHead(502, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      res.end(text);
      return;
    }
    end(`paycert drill ${name}: the answer was dropped and the connection closed`);
    res.destroy();
  };

  const guarded = (f: () => void): void => {
    try {
      f();
    } catch (e) {
      fail(e instanceof Error ? e : new Error(String(e)));
    }
  };

  const handler: Dispatcher.DispatchHandler = {
    onRequestStart(c) {
      controller = c;
      if (ended) c.abort(new Error('the client went away'));
    },
    onResponseStart(c, status, _headers, message) {
      if (status < 200) return; // an interim answer: node:http sends its own 100 Continue
      const raw = (c.rawHeaders as Buffer[] | null | undefined) ?? [];
      const strings = raw.map((b) => b.toString('latin1'));
      const fields = endToEnd(strings);
      const swap = route.rewrite ? route.swap : undefined;
      let type: string | undefined;
      let length: number | undefined;
      for (let i = 0; i < fields.length; i += 2) {
        const name = (fields[i] as string).toLowerCase();
        if (name === 'content-type') type ??= fields[i + 1];
        else if (name === 'content-length') length = Number(fields[i + 1]);
        else if (name === 'location' && swap !== undefined)
          fields[i + 1] = rewriteUrl(fields[i + 1] as string, swap);
      }
      head = { status, message, fields };
      declared = length;
      const hasBody = req.method !== 'HEAD' && status !== 204 && status !== 304 && length !== 0;
      if (drilled) held = [];
      else if (
        route.rewrite &&
        hasBody &&
        type !== undefined &&
        jsonType.test(type) &&
        (length === undefined || length <= route.captureLimit)
      )
        held = [];
      else guarded(() => sendHead(fields));
    },
    onResponseData(_c, chunk) {
      got.add(chunk);
      if (held === undefined) return write(chunk, got.total === declared);
      held.push(chunk);
      // Larger than the capture limit (or the budget): passed on unchanged (docs/proxy.md).
      if (got.cut && !drilled) guarded(release);
    },
    onResponseEnd(c) {
      if (drilled) return guarded(applyDrill);
      if (held !== undefined) {
        const rewritten = rewriteLinks(got.body(), route.swap);
        if (rewritten === undefined) guarded(release);
        else {
          const fields = endToEnd((head as NonNullable<typeof head>).fields, framing);
          fields.push('Content-Length', String(rewritten.length));
          held = undefined;
          guarded(() => sendHead(fields));
          if (ended) return;
          write(rewritten, true);
          // The judge reads the answer as the client got it.
          got.replace(rewritten);
          return;
        }
        if (ended) return;
      }
      if (res.writableEnded) return;
      const trailers = c.rawTrailers as Buffer[] | null | undefined;
      if (trailers !== undefined && trailers !== null && trailers.length > 0 && !sized)
        res.addTrailers(pairs(trailers.map((b) => b.toString('latin1'))));
      res.end();
      waitForClient();
    },
    onResponseError(_c, e) {
      if (!ended) fail(e);
    },
  };

  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  guarded(() =>
    route.dispatcher.dispatch(
      {
        path: `${route.prefix}${req.url ?? '/'}`,
        method: req.method ?? 'GET',
        headers: requestFields(req, route),
        // undici sends an async iterable as it yields (its types name only streams and buffers).
        body: hasBody ? captured(req, sent) : null,
      },
      handler,
    ),
  );
  return { end, complete: () => req.complete, answering: () => res.headersSent };
}

/** What went wrong upstream, in the words of the client's 502 or 504, and the system's own code for it. */
function failureOf(e: Error, answering: boolean): { what: string; code: string } {
  const code = errorCode(e);
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return { what: 'did not answer in time', code };
  if (code === 'UND_ERR_BODY_TIMEOUT') return { what: 'stopped in the middle of its answer', code };
  if (
    e.name === 'HTTPParserError' ||
    /^(HPE_|UND_ERR_RES_|ERR_INVALID_)/.test(code) ||
    e.message === 'bad response'
  )
    return { what: `sent a malformed answer (${e.message.split('\n')[0] ?? ''})`, code: 'HTTP' };
  if (answering) return { what: 'closed the connection in the middle of its answer', code };
  if (code === 'UND_ERR_SOCKET') return { what: 'closed the connection without an answer', code };
  return { what: 'could not be reached', code };
}

/**
 * The request itself as the body undici sends, captured on the way: paused
 * first, so the capture's listener does not set it flowing before undici
 * reads it (undici resumes the stream it is given, and pauses it to wait for
 * the upstream).
 */
function captured(req: IncomingMessage, capture: Capture): IncomingMessage {
  req.pause();
  req.on('data', (chunk: Buffer) => capture.add(chunk));
  return req;
}

/**
 * The request's end-to-end fields for the upstream. Host is the upstream's
 * (undici sets it): a simulator accepts its control API only under its own
 * address. An Origin that is the proxy's own becomes the upstream's, as a
 * Location on the upstream's origin becomes the proxy's on the way back:
 * the browser sees one origin, the upstream its own.
 */
function requestFields(req: IncomingMessage, route: SideRoute): string[] {
  const fields = endToEnd(req.rawHeaders, hostField);
  const swap = route.swap;
  for (let i = 0; i < fields.length; i += 2)
    if ((fields[i] as string).toLowerCase() === 'origin' && fields[i + 1] === swap.to)
      fields[i + 1] = swap.from;
  return fields;
}
const hostField = new Set(['host']);

function pairs(flat: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] as string, flat[i + 1] as string]);
  return out;
}

/** The forwarded fields as the judge reads headers: lower-case names, repeats as arrays. */
function headerObject(fields: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (let i = 0; i < fields.length; i += 2) {
    const name = (fields[i] as string).toLowerCase();
    const value = fields[i + 1] as string;
    const known = out[name];
    out[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return out;
}
