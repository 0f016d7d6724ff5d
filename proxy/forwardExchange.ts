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
 *
 * The forwarding is an undici dispatch handler (`Forwarding`): its fields
 * are where the exchange stands. A drill is not its business: the step
 * around it (proxy/proxyDrills.ts) may hand it an `AnswerStep`, and the
 * answer is then held whole and goes out as the step decides.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';
import type { RawExchange, Side } from '../lib/judging/client/rawExchange.js';
import type { AnswerStep } from '../lib/judging/drills/answerFate.js';
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

/** The upstream's answer head: status, reason phrase, end-to-end fields (flat name, value pairs). */
interface Head {
  readonly status: number;
  readonly message: string | undefined;
  readonly fields: string[];
}

/**
 * Forwards `req` and answers `res`; `done` receives the exchange once, with
 * the bytes its captures hold. With `answerStep`, the answer is held whole
 * and the client gets what the step decides (the exchange keeps the
 * upstream's answer).
 */
export function forwardExchange(
  route: SideRoute,
  seq: number,
  req: IncomingMessage,
  res: ServerResponse,
  done: (x: RawExchange, heldBytes: number) => void,
  answerStep?: AnswerStep,
): InFlight {
  const f = new Forwarding(route, seq, req, res, done, answerStep);
  res.once('close', () =>
    f.end(res.writableFinished ? undefined : 'the client closed the connection before the answer ended'),
  );
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  f.guarded(() =>
    route.dispatcher.dispatch(
      {
        path: `${route.prefix}${req.url ?? '/'}`,
        method: req.method ?? 'GET',
        headers: requestFields(req, route),
        // undici sends an async iterable as it yields (its types name only streams and buffers).
        body: hasBody ? captured(req, f.sent) : null,
      },
      f,
    ),
  );
  return { end: (e) => f.end(e), complete: () => req.complete, answering: () => res.headersSent };
}

class Forwarding implements Dispatcher.DispatchHandler {
  private readonly startedAt = Date.now();
  readonly sent: Capture;
  private readonly got: Capture;
  /** The answer's head as the judge reads it: what the client got, or under a drill the upstream's. */
  private answer: { status: number; headers: Record<string, string | string[]> } | undefined;
  private controller: Dispatcher.DispatchController | undefined;
  /** Running while the client does not take what it was sent. */
  private stall: NodeJS.Timeout | undefined;
  private ended = false;
  private head: Head | undefined;
  /** The answer's parts while it is held: a drill's, or a gateway JSON answer whose links are rewritten. */
  private held: Buffer[] | undefined;
  /** The upstream's Content-Length: the chunk that reaches it is the last. */
  private declared: number | undefined;
  /** The answer to the client carries a Content-Length (else node:http chunks it, and trailers can follow). */
  private sized = false;
  /** Under a drill: aborted when the exchange ends, so the drill's wait ends with it. */
  private gone: AbortController | undefined;

  constructor(
    private readonly route: SideRoute,
    private readonly seq: number,
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly done: (x: RawExchange, heldBytes: number) => void,
    private readonly answerStep: AnswerStep | undefined,
  ) {
    this.sent = new Capture(route.budget, route.captureLimit);
    this.got = new Capture(route.budget, route.captureLimit);
  }

  end(error: string | undefined): void {
    if (this.ended) return;
    this.ended = true;
    clearTimeout(this.stall);
    this.gone?.abort();
    if (error !== undefined && this.controller?.aborted === false) this.controller.abort(new Error(error));
    const { req, sent, got, answer } = this;
    this.done(
      {
        seq: this.seq,
        side: this.route.side,
        startedAt: this.startedAt,
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
      },
      sent.kept + got.kept,
    );
  }

  guarded(f: () => void): void {
    try {
      f();
    } catch (e) {
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }

  /** The upstream gave no (whole) answer: 502 or 504 when nothing was sent yet, the connection cut otherwise. */
  private fail(e: Error): void {
    const { what, code } = failureOf(e, this.answer !== undefined);
    const message = upstreamFailure(this.route, what, code);
    const res = this.res;
    if (res.headersSent) {
      this.end(`the answer was cut: ${message}`);
      res.destroy();
      return;
    }
    this.answer = undefined;
    const body = JSON.stringify({ error: message });
    res.shouldKeepAlive = false;
    res.writeHead(code === 'UND_ERR_HEADERS_TIMEOUT' ? 504 : 502, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
    this.end(message);
  }

  /** While the client does not take what it was sent, undici waits; past `stalledClientMs` the connection is cut. */
  private waitForClient(): void {
    const res = this.res;
    if (this.stall !== undefined || !res.writableNeedDrain) return;
    this.controller?.pause();
    this.stall = setTimeout(() => {
      this.end(`the client did not read its answer for ${this.route.stalledClientMs} ms`);
      res.destroy();
    }, this.route.stalledClientMs);
    res.once('drain', () => {
      clearTimeout(this.stall);
      this.stall = undefined;
      this.controller?.resume();
    });
  }

  /** A part of the answer; the last one ends it (one write for an answer that comes in one piece). */
  private write(chunk: Buffer, last: boolean): void {
    if (last) this.res.end(chunk);
    else this.res.write(chunk);
    this.waitForClient();
  }

  private sendHead(fields: readonly string[]): void {
    const h = this.head as Head;
    // node:http checks each field as it writes the head; a field it refuses makes the answer malformed.
    if (h.message === undefined) this.res.writeHead(h.status, fields as string[]);
    else this.res.writeHead(h.status, h.message, fields as string[]);
    this.answer = { status: h.status, headers: headerObject(fields) };
    this.sized = 'content-length' in this.answer.headers;
  }

  /** The held parts go out as they came (a body past the capture limit, or one with no link to rewrite). */
  private release(): void {
    const parts = this.held ?? [];
    this.held = undefined;
    this.sendHead((this.head as Head).fields);
    for (const p of parts) this.write(p, false);
  }

  /** The fields of a whole answer of `body`: the upstream's, framed by the body's own length. */
  private framed(body: Buffer): string[] {
    const fields = endToEnd((this.head as Head).fields, framing);
    fields.push('Content-Length', String(body.length));
    return fields;
  }

  /** A gateway JSON answer whose links point back at the proxy: sent whole, and judged as the client got it. */
  private sendRewritten(body: Buffer): void {
    const fields = this.framed(body);
    this.held = undefined;
    this.guarded(() => this.sendHead(fields));
    if (this.ended) return;
    this.write(body, true);
    this.got.replace(body);
  }

  /**
   * The upstream's whole answer is in, under a drill: the client gets it (late
   * perhaps), another in its place, or nothing and a closed connection. The
   * judge and the recording keep the upstream's answer.
   */
  private decide(step: AnswerStep): void {
    const bytes = Buffer.concat(this.held ?? []);
    this.held = undefined;
    const body = (this.route.rewrite ? rewriteLinks(bytes, this.route.swap) : undefined) ?? bytes;
    if (body !== bytes) this.got.replace(body);
    const fields = this.framed(body);
    this.answer = { status: (this.head as Head).status, headers: headerObject(fields) };
    this.gone = new AbortController();
    step(this.gone.signal).then(
      (fate) => {
        if (this.ended) return;
        const res = this.res;
        if (fate.send === 'nothing') {
          this.end(fate.reason);
          res.destroy();
          return;
        }
        this.guarded(() => {
          if (fate.send === 'answer') {
            this.sendHead(fields);
            this.write(body, true);
            return;
          }
          // Another answer in the upstream's place; the proxy's own answers close the connection after them.
          res.shouldKeepAlive = false;
          res.writeHead(fate.answer.status, fate.answer.headers);
          res.end(fate.answer.body);
        });
      },
      () => undefined, // the wait ended with the exchange
    );
  }

  onRequestStart(c: Dispatcher.DispatchController): void {
    this.controller = c;
    if (this.ended) c.abort(new Error('the client went away'));
  }

  onResponseStart(
    c: Dispatcher.DispatchController,
    status: number,
    _headers: Record<string, string | string[]>,
    message?: string,
  ): void {
    if (status < 200) return; // an interim answer: node:http sends its own 100 Continue
    const raw = (c.rawHeaders as Buffer[] | null | undefined) ?? [];
    const fields = endToEnd(raw.map((b) => b.toString('latin1')));
    const swap = this.route.rewrite ? this.route.swap : undefined;
    let type: string | undefined;
    let length: number | undefined;
    for (let i = 0; i < fields.length; i += 2) {
      const name = (fields[i] as string).toLowerCase();
      if (name === 'content-type') type ??= fields[i + 1];
      else if (name === 'content-length') length = Number(fields[i + 1]);
      else if (name === 'location' && swap !== undefined)
        fields[i + 1] = rewriteUrl(fields[i + 1] as string, swap);
    }
    this.head = { status, message, fields };
    this.declared = length;
    const hasBody = this.req.method !== 'HEAD' && status !== 204 && status !== 304 && length !== 0;
    if (this.answerStep !== undefined) this.held = [];
    else if (
      this.route.rewrite &&
      hasBody &&
      type !== undefined &&
      jsonType.test(type) &&
      (length === undefined || length <= this.route.captureLimit)
    )
      this.held = [];
    else this.guarded(() => this.sendHead(fields));
  }

  onResponseData(_c: Dispatcher.DispatchController, chunk: Buffer): void {
    this.got.add(chunk);
    if (this.held === undefined) return this.write(chunk, this.got.total === this.declared);
    this.held.push(chunk);
    // Larger than the capture limit (or the budget): passed on unchanged (docs/proxy.md).
    if (this.got.cut && this.answerStep === undefined) this.guarded(() => this.release());
  }

  onResponseEnd(c: Dispatcher.DispatchController): void {
    const step = this.answerStep;
    if (step !== undefined) return this.guarded(() => this.decide(step));
    if (this.held !== undefined) {
      const rewritten = rewriteLinks(this.got.body(), this.route.swap);
      if (rewritten !== undefined) return this.sendRewritten(rewritten);
      this.guarded(() => this.release());
      if (this.ended) return;
    }
    if (this.res.writableEnded) return;
    const trailers = c.rawTrailers as Buffer[] | null | undefined;
    if (trailers !== undefined && trailers !== null && trailers.length > 0 && !this.sized)
      this.res.addTrailers(pairs(trailers.map((b) => b.toString('latin1'))));
    this.res.end();
    this.waitForClient();
  }

  onResponseError(_c: Dispatcher.DispatchController, e: Error): void {
    if (!this.ended) this.fail(e);
  }
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
