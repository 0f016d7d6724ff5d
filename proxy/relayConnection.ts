/**
 * One client connection of the recording proxy, relayed to a connection of
 * its own to the side's upstream (opened when the first request comes, and
 * again after the upstream closed an idle one). Requests and answers are
 * forwarded as they arrive, in order, their bodies with the framing they
 * came with; the heads are re-written only as hopByHop.ts says, the gateway
 * side's links as rewriteToProxy.ts says. Each request and its answer make
 * one exchange, handed on exactly once whatever happens. Pairing each
 * client connection with its own upstream connection keeps the relay as
 * thin as a byte pipe: no message is re-serialised, and nothing one client
 * sends can frame another's traffic.
 */
import { STATUS_CODES } from 'node:http';
import { connect as connectTcp, isIP, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';
import type { RawExchange, RawResponse, Side } from '../lib/client/rawExchange.js';
import type { ConnectionLimits } from '../simulators/kit/limits.js';
import { Capture } from './capture.js';
import { Outbox } from './outbox.js';
import { forwardedRequestHead, forwardedResponseHead, keepAliveHintMs } from './hopByHop.js';
import { requestFraming, responseFraming, type Framing } from './http1/framing.js';
import { MessageReader, type MessageSink } from './http1/messageReader.js';
import { nodeHeaders } from './http1/nodeHeaders.js';
import {
  parseHead,
  parseRequestLine,
  parseStatusLine,
  tokensOf,
  valuesOf,
  type ParsedHead,
} from './http1/parseHead.js';
import { rewriteLinks, type OriginSwap } from './rewriteToProxy.js';
import { errorCode, upstreamFailure } from './upstreamFailure.js';

export interface SideRoute {
  readonly side: Side;
  readonly upstream: URL;
  /** The gateway side's rewrite (undefined on the terminal side). */
  readonly swap: () => OriginSwap | undefined;
  /** Host is passed unchanged to a loopback upstream, set to the upstream's otherwise (TLS virtual hosts). */
  readonly keepHost: boolean;
  readonly captureLimit: number;
  readonly upstreamTimeoutMs: number;
  readonly limits: ConnectionLimits;
  /** The next exchange's number (shared by both sides). */
  readonly nextSeq: () => number;
  /** Receives every exchange exactly once, when it ends. */
  readonly done: (x: RawExchange) => void;
}

/** Longest request head accepted (node's default, --max-http-header-size); an answer's may be larger. */
const maxRequestHead = 16 * 1024;
const maxResponseHead = 64 * 1024;
/** Without a Keep-Alive hint, an upstream connection idle this long is not reused (undici's default). */
const defaultUpstreamKeepAliveMs = 4_000;
const jsonType = /^application\/(?:[\w.+-]*\+)?json\b/i;

interface Pending {
  readonly seq: number;
  readonly startedAt: number;
  readonly method: string;
  readonly target: string;
  readonly headers: Record<string, string | string[]>;
  readonly body: Capture;
  readonly wantsClose: boolean;
  /** When the request's last byte went to the upstream (0: not yet). */
  sentAt: number;
}

interface Answer {
  readonly status: number;
  readonly head: ParsedHead;
  readonly close: boolean;
  readonly body: Capture;
  headers: Record<string, string | string[]>;
  headSent: boolean;
  /** Coded bytes held back while a gateway JSON answer may need its links rewritten. */
  held: Buffer[] | undefined;
}

/** A one-line JSON error from the proxy itself, closing the connection. */
function proxyError(status: number, message: string): string {
  const body = JSON.stringify({
    error: message.startsWith('paycert proxy') ? message : `paycert proxy: ${message}`,
  });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

export class RelayConnection {
  private up: Socket | undefined;
  private upError: Error | undefined;
  /** When the upstream connection last went idle, and how long it may be reused after. */
  private upIdleSince = 0;
  private upKeepAliveMs = defaultUpstreamKeepAliveMs;
  private lastUpByte = 0;
  private readonly requests: MessageReader;
  private readonly toUpstream = new Outbox();
  private readonly toClient = new Outbox();
  /** Exchanges whose answer has not ended, oldest first; the first is the one being answered. */
  private readonly queue: Pending[] = [];
  /** The request whose body is being read. */
  private reading: Pending | undefined;
  private answer: Answer | undefined;
  /** An interim (1xx) answer is passing. */
  private interim = false;
  /** When the current request's head began (0: none begun), for the head and body time limits. */
  private requestBegan: number;
  private idleSince = 0;
  /** No more requests are read: the client asked to close, or a request could not be served. */
  private lastRequest = false;
  /** The proxy is closing: each answer says Connection: close, and the connection ends once nothing is in flight. */
  private draining = false;
  private clientEnded = false;
  /** Reading requests waits: for the upstream to take what was sent, or for the recording to catch up. */
  private waitingForUpstream = false;
  private held = false;
  /** The upstream's answer waits for the client to read (its time limit does not run meanwhile). */
  private waitingForClient = false;
  private closed = false;

  constructor(
    private readonly client: Socket,
    private readonly route: SideRoute,
    private readonly onClose: (c: RelayConnection) => void,
  ) {
    this.requestBegan = Date.now();
    this.requests = new MessageReader(this.requestSink(), maxRequestHead);
    client.setNoDelay(true);
    client.on('data', (chunk: Buffer) => {
      if (this.lastRequest && !this.requests.midMessage) return;
      if (this.requestBegan === 0 && !this.requests.midMessage) this.requestBegan = Date.now();
      this.requests.feed(chunk);
      if (!this.toUpstream.flush(this.up)) {
        this.waitingForUpstream = true;
        this.client.pause();
      }
    });
    client.on('drain', () => {
      this.waitingForClient = false;
      this.lastUpByte = Date.now();
      this.up?.resume();
    });
    client.on('end', () => {
      this.clientEnded = true;
      this.lastRequest = true;
      if (this.requests.eof()) this.destroy('the client closed the connection in the middle of a request');
      else if (this.queue.length === 0) this.endClient();
    });
    client.on('error', () => undefined);
    client.on('close', () => this.destroy('the client closed the connection before the answer ended'));
  }

  /** Nothing in flight and no request begun: the connection may be closed without losing anything. */
  get idle(): boolean {
    return this.queue.length === 0 && !this.requests.midMessage && this.requestBegan === 0;
  }

  /** The observer thread is behind (observerThread.ts): no request is read until it has caught up. */
  hold(on: boolean): void {
    this.held = on;
    if (on) this.client.pause();
    else if (!this.waitingForUpstream) this.client.resume();
  }

  /** The proxy is closing: answers in flight finish, then the connection closes; an idle one closes now. */
  drain(): void {
    this.draining = true;
    if (this.queue.length === 0 && !this.requests.midMessage) this.endClient();
  }

  destroy(why: string): void {
    if (this.closed) return;
    this.closed = true;
    this.requests.stop();
    this.client.destroy();
    this.up?.destroy();
    this.up = undefined;
    this.reading = undefined;
    for (const p of this.queue.splice(0)) this.finish(p, undefined, why);
    this.onClose(this);
  }

  /** The time limits (simulators/kit/limits.ts, and the upstream's); called by the proxy's sweep. */
  check(now: number): void {
    const l = this.route.limits;
    const front = this.queue[0];
    if (this.reading !== undefined) {
      if (now - this.reading.startedAt > l.headersTimeoutMs + l.bodyTimeoutMs)
        return this.refuse(408, 'request not received in time');
    } else if (this.requestBegan === 0) {
      // A pipelined request's head begun in the same read as the one before it: its time runs from now.
      if (this.requests.midMessage) this.requestBegan = now;
    } else if (now - this.requestBegan > l.headersTimeoutMs)
      return this.refuse(408, 'request not received in time');
    if (front !== undefined && front.sentAt !== 0) {
      if (this.answer === undefined && now - front.sentAt > this.route.upstreamTimeoutMs)
        return this.failUpstream(504, 'did not answer in time', 'UPSTREAM_HEADERS_TIMEOUT');
      if (
        this.answer !== undefined &&
        !this.waitingForClient &&
        now - this.lastUpByte > this.route.upstreamTimeoutMs
      )
        return this.failUpstream(502, 'stopped in the middle of its answer', 'UPSTREAM_BODY_TIMEOUT');
    }
    if (this.idle && this.idleSince !== 0 && now - this.idleSince > l.idleTimeoutMs) this.destroy('idle');
  }

  private requestSink(): MessageSink {
    return {
      head: (text) => this.requestHead(text),
      raw: (bytes) => {
        this.toUpstream.push(bytes);
      },
      data: (bytes) => this.reading?.body.add(bytes),
      end: () => {
        const p = this.reading;
        this.reading = undefined;
        if (p !== undefined) p.sentAt = Date.now();
      },
      fail: (reason, status) => this.refuse(status, `malformed HTTP request: ${reason}`),
    };
  }

  private requestHead(text: string): Framing | undefined {
    // Requests pipelined behind one that asked to close are not served (RFC 9112 section 9.6).
    if (this.lastRequest) return undefined;
    const head = parseHead(text);
    if (typeof head === 'string') return void this.refuse(400, `malformed HTTP request: ${head}`);
    const line = parseRequestLine(head.startLine);
    if (line === undefined) return void this.refuse(400, 'malformed HTTP request: the request line');
    if (line.method === 'CONNECT') return void this.refuse(501, 'CONNECT is not supported');
    const framing = requestFraming(head);
    if (typeof framing === 'string') return void this.refuse(400, `malformed HTTP request: ${framing}`);
    const expect = valuesOf(head, 'expect');
    if (expect.length > 0) {
      if (expect.some((e) => e.toLowerCase() !== '100-continue'))
        return void this.refuse(417, `Expect "${expect.join(', ').slice(0, 40)}" is not supported`);
      this.client.write('HTTP/1.1 100 Continue\r\n\r\n');
    }
    const connection = tokensOf(head, 'connection');
    const p: Pending = {
      seq: this.route.nextSeq(),
      startedAt: Date.now(),
      method: line.method,
      target: line.target,
      headers: nodeHeaders(head),
      body: new Capture(this.route.captureLimit),
      wantsClose: connection.includes('close') || (line.minor === 0 && !connection.includes('keep-alive')),
      sentAt: 0,
    };
    if (p.wantsClose) this.lastRequest = true;
    this.queue.push(p);
    this.requestBegan = 0;
    this.idleSince = 0;
    this.upstream();
    const prefix = this.route.upstream.pathname.replace(/\/+$/, '');
    const host = this.route.keepHost ? undefined : this.route.upstream.host;
    this.toUpstream.push(Buffer.from(forwardedRequestHead(line, head, prefix, host), 'latin1'));
    if (framing.kind === 'none') p.sentAt = p.startedAt;
    else this.reading = p;
    return framing;
  }

  /** The upstream connection, opened (or replaced, when idle past its keep-alive) as needed. */
  private upstream(): Socket {
    const now = Date.now();
    if (this.up !== undefined && this.queue.length === 1 && now - this.upIdleSince > this.upKeepAliveMs) {
      this.up.destroy();
      this.up = undefined;
    }
    if (this.up !== undefined) return this.up;
    const u = this.route.upstream;
    const port = Number(u.port || (u.protocol === 'https:' ? 443 : 80));
    const host = u.hostname.replace(/^\[|\]$/g, '');
    const up: Socket =
      u.protocol === 'https:'
        ? connectTls({ host, port, ...(isIP(host) === 0 ? { servername: host } : {}) })
        : connectTcp({ host, port });
    up.setNoDelay(true);
    this.up = up;
    this.upError = undefined;
    this.upIdleSince = now;
    this.upKeepAliveMs = defaultUpstreamKeepAliveMs;
    const answers = new MessageReader(this.answerSink(), maxResponseHead);
    up.on('data', (chunk: Buffer) => {
      if (this.up !== up) return;
      this.lastUpByte = Date.now();
      answers.feed(chunk);
      if (!this.toClient.flush(this.client)) {
        this.waitingForClient = true;
        up.pause();
      }
    });
    up.on('drain', () => {
      this.waitingForUpstream = false;
      if (!this.held) this.client.resume();
    });
    up.on('error', (e) => {
      if (this.up === up) this.upError = e;
    });
    up.on('close', () => {
      if (this.up !== up) return;
      const cut = answers.eof();
      this.toClient.flush(this.client);
      if (this.up !== up) return; // the last answer ended with the close and closed the connection
      this.up = undefined;
      if (this.queue.length > 0)
        this.failUpstream(
          502,
          cut ? 'closed the connection in the middle of its answer' : 'could not be reached',
          errorCode(this.upError),
        );
    });
    return up;
  }

  private answerSink(): MessageSink {
    return {
      head: (text) => this.answerHead(text),
      raw: (bytes) => {
        const a = this.answer;
        if (a === undefined) return;
        if (a.held !== undefined) a.held.push(bytes);
        else this.toClient.push(bytes);
      },
      data: (bytes) => {
        const a = this.answer;
        if (a === undefined) return;
        a.body.add(bytes);
        // Larger than the capture limit: passed through unchanged (docs/proxy.md).
        if (a.held !== undefined && a.body.total > this.route.captureLimit) this.release(a);
      },
      end: () => this.answerEnd(),
      fail: (reason) => this.failUpstream(502, `sent a malformed answer (${reason})`, 'HTTP'),
    };
  }

  private answerHead(text: string): Framing | undefined {
    const p = this.queue[0];
    const head = parseHead(text);
    const line = typeof head === 'string' ? undefined : parseStatusLine(head.startLine);
    if (p === undefined || typeof head === 'string' || line === undefined) {
      const why =
        p === undefined ? 'an answer nobody asked for' : typeof head === 'string' ? head : 'the status line';
      this.failUpstream(502, `sent a malformed answer (${why})`, 'HTTP');
      return undefined;
    }
    if (line.status < 200) {
      if (line.status === 101) {
        this.failUpstream(502, 'switched protocols, which the proxy does not carry', 'HTTP');
        return undefined;
      }
      this.interim = true;
      this.toClient.push(Buffer.from(`${text}\r\n\r\n`, 'latin1'));
      return { kind: 'none' };
    }
    const framing = responseFraming(head, line.status, p.method);
    if (typeof framing === 'string') {
      this.failUpstream(502, `sent a malformed answer (${framing})`, 'HTTP');
      return undefined;
    }
    const connection = tokensOf(head, 'connection');
    const hint = keepAliveHintMs(head);
    // Reused only before the upstream's own idle limit, with a second to spare (undici does the same).
    this.upKeepAliveMs = hint === undefined ? defaultUpstreamKeepAliveMs : Math.max(0, hint - 1_000);
    const swap = this.route.swap();
    const type = valuesOf(head, 'content-type')[0];
    const a: Answer = {
      status: line.status,
      head,
      close:
        p.wantsClose ||
        (this.draining && this.queue.length === 1) ||
        framing.kind === 'close' ||
        connection.includes('close') ||
        (line.minor === 0 && !connection.includes('keep-alive')),
      body: new Capture(this.route.captureLimit),
      headers: {},
      headSent: false,
      held:
        swap !== undefined && framing.kind !== 'none' && type !== undefined && jsonType.test(type)
          ? []
          : undefined,
    };
    this.answer = a;
    if (a.held === undefined) this.sendHead(a, undefined);
    return framing;
  }

  private sendHead(a: Answer, bodyLength: number | undefined): void {
    const f = forwardedResponseHead(a.head, {
      swap: this.route.swap(),
      close: a.close,
      keepAliveSeconds: Math.max(1, Math.floor(this.route.limits.idleTimeoutMs / 1000)),
      ...(bodyLength === undefined ? {} : { bodyLength }),
    });
    a.headers = nodeHeaders(f);
    a.headSent = true;
    this.toClient.push(Buffer.from(f.text, 'latin1'));
  }

  /** A held answer goes out as it came. */
  private release(a: Answer): void {
    const held = a.held ?? [];
    a.held = undefined;
    this.sendHead(a, undefined);
    for (const b of held) this.toClient.push(b);
  }

  private answerEnd(): void {
    if (this.interim) {
      this.interim = false;
      return;
    }
    const a = this.answer;
    const p = this.queue.shift();
    this.answer = undefined;
    if (a === undefined || p === undefined) return;
    let body = a.body;
    if (a.held !== undefined) {
      const swap = this.route.swap();
      const whole = a.body.body();
      const rewritten = swap === undefined ? undefined : rewriteLinks(whole, swap);
      if (rewritten === undefined) this.release(a);
      else {
        this.sendHead(a, rewritten.length);
        this.toClient.push(rewritten);
        body = new Capture(this.route.captureLimit);
        body.add(rewritten);
      }
    }
    this.finish(
      p,
      { status: a.status, headers: a.headers, body: body.body(), bodyBytes: body.total },
      undefined,
    );
    this.upIdleSince = Date.now();
    if (a.close || (this.clientEnded && this.queue.length === 0)) {
      this.lastRequest = true;
      this.requests.stop();
      this.up?.destroy();
      this.up = undefined;
      this.endClient();
      return;
    }
    if (this.queue.length === 0) {
      this.idleSince = Date.now();
      if (this.lastRequest || this.draining) this.endClient();
    }
  }

  /** The upstream gave no (whole) answer: 502 or 504 when nothing was sent yet, the connection cut otherwise. */
  private failUpstream(status: 502 | 504, what: string, code: string): void {
    if (this.closed) return;
    this.requests.stop();
    this.lastRequest = true;
    this.reading = undefined;
    const p = this.queue.shift();
    const a = this.answer;
    this.answer = undefined;
    const message = upstreamFailure(this.route, what, code);
    if (p !== undefined)
      this.finish(p, undefined, a?.headSent === true ? `the answer was cut: ${message}` : message);
    if (a?.headSent === true) return this.destroy(`not answered: ${message}`);
    this.endClient(proxyError(status, message));
    this.closeSoon(`not answered: ${message}`);
  }

  /** The client's request cannot be served: an error answer when no other answer is on the way, a cut otherwise. */
  private refuse(status: number, message: string): void {
    if (this.closed) return;
    this.requests.stop();
    this.lastRequest = true;
    if (this.reading !== undefined) {
      const p = this.reading;
      this.reading = undefined;
      if (this.queue[0] !== p || this.answer !== undefined) return this.destroy(message);
      this.queue.shift();
      this.finish(p, undefined, message);
    }
    if (this.queue.length > 0) return this.destroy(message);
    this.endClient(proxyError(status, message));
    this.closeSoon(message);
  }

  /** Ends the client connection after what is gathered for it (and `last`, an error answer). */
  private endClient(last?: string): void {
    if (last !== undefined) this.toClient.push(Buffer.from(last, 'latin1'));
    this.toClient.flush(this.client);
    this.client.end();
  }

  /** After an error answer: the upstream goes now, the client when it has read the answer (or in 1 s). */
  private closeSoon(why: string): void {
    this.up?.destroy();
    this.up = undefined;
    setTimeout(() => this.destroy(why), 1_000).unref();
  }

  private finish(p: Pending, response: RawResponse | undefined, error: string | undefined): void {
    this.route.done({
      seq: p.seq,
      side: this.route.side,
      startedAt: p.startedAt,
      endedAt: Date.now(),
      request: {
        method: p.method,
        target: p.target,
        headers: p.headers,
        body: p.body.body(),
        bodyBytes: p.body.total,
      },
      ...(response === undefined ? {} : { response }),
      ...(error === undefined ? {} : { error }),
    });
  }
}
