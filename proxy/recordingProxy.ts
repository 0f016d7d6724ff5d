/**
 * `startRecordingProxy`: per side (terminal, gateway) a node:http server on
 * 127.0.0.1 whose every request is forwarded to the side's upstream over an
 * undici pool (forwardExchange.ts), under the connection limits the
 * simulators live under (lib/targets/http/connectionLimits.ts). Each exchange is
 * handed, in arrival order, to the client judge and the recording on a
 * thread of their own (observerThread.ts) after its answer has left. See
 * docs/proxy.md.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { Pool } from 'undici';
import type { ClientJudgeOptions, ClientRunInfo, ClientVerdict } from '../lib/judging/client/clientJudge.js';
import type { RawExchange, Side } from '../lib/judging/client/rawExchange.js';
import {
  resolveLimits,
  serverTimeouts,
  type ConnectionLimits,
} from '../lib/targets/http/connectionLimits.js';
import { CaptureBudget } from './captureBudget.js';
import type { RecordingSummary } from './exchangeRecorder.js';
import { forwardExchange, type InFlight, type SideRoute } from './forwardExchange.js';
import { ObserverThread } from './observerThread.js';
import { ProxyDrills, type ReturnVisit } from './proxyDrills.js';
import { drillsPath, handleDrillsRoute } from './drillsRoute.js';
import { targetPath } from '../lib/judging/client/parseExchange.js';
import type { Drill } from '../lib/judging/drills/drills.js';

export interface ProxySideOptions {
  /** Where the side's traffic goes: `http://127.0.0.1:8080` (a path prefix is kept). */
  readonly upstream: string;
  /** The proxy's port for this side; 0 (default) picks a free one. */
  readonly port?: number;
}

export interface RecordingProxyOptions {
  readonly terminal?: ProxySideOptions;
  readonly gateway?: ProxySideOptions;
  /** The client judge's options; without them nothing is judged (and `finish` has no report to write). */
  readonly judgeOptions?: ClientJudgeOptions;
  /** Sees each exchange as it is handed to the judge, in arrival order, in this thread (self-tests, the bench). */
  readonly tap?: (x: RawExchange) => void;
  /** Folder for exchanges.ndjson and recording.json (must exist); omitted: nothing recorded. */
  readonly recordDir?: string;
  /** Literal secrets erased from the recording (terminal password, API keys). */
  readonly secrets?: readonly string[];
  /** Bytes of each body the judge sees; default 1 MiB. */
  readonly captureLimitBytes?: number;
  /** Bytes of all bodies held at once, all connections together; default 64 MiB. */
  readonly captureBudgetBytes?: number;
  /** Bound of exchanges.ndjson; default 256 MiB. */
  readonly maxRecordBytes?: number;
  /** Time limits and connection cap of the listeners (body size and depth do not apply: bodies stream). */
  readonly limits?: Partial<ConnectionLimits>;
  /** Time the upstream has for its answer's head, and between body bytes; default 30 s. */
  readonly upstreamTimeoutMs?: number;
  /** Time a client that reads nothing of its answer is waited for before its connection is cut; default 30 s. */
  readonly stalledClientMs?: number;
  /** Drills armed from the start (`--drill`, docs/drills.md); more through `drills.arm`. */
  readonly drills?: readonly Drill[];
}

export interface ProxyStats {
  readonly exchanges: number;
  readonly inFlight: number;
  /** Finished exchanges waiting for an earlier one before the judge sees them. */
  readonly waiting: number;
  /** Body bytes held for the judge and the recording, and captures the budget cut. */
  readonly captured: { readonly bytes: number; readonly cutByBudget: number };
  /** What the recording holds so far (undefined without a recording). */
  readonly recording: RecordingSummary | undefined;
}

export interface RunningRecordingProxy {
  /** `http://127.0.0.1:<port>` per side the proxy carries. */
  readonly urls: Readonly<Partial<Record<Side, string>>>;
  readonly upstreams: Readonly<Partial<Record<Side, string>>>;
  stats(): ProxyStats;
  /** The drills armed and still waiting for their exchange (docs/drills.md). */
  readonly drills: ProxyDrills;
  /**
   * Stops accepting, waits up to `graceMs` (default 10 s) for exchanges in
   * flight, then closes every connection, hands the judge what remains and
   * closes the recording. Idempotent.
   */
  close(graceMs?: number): Promise<RecordingSummary | undefined>;
  /** close(), then the judge's client report into `dir`. */
  finish(
    dir: string,
    run: Pick<ClientRunInfo, 'requireOutcomes'> &
      Partial<Pick<ClientRunInfo, 'startedAt' | 'upstreams' | 'features'>>,
  ): Promise<ClientVerdict>;
}

export const defaultCaptureLimitBytes = 1024 * 1024;
export const defaultCaptureBudgetBytes = 64 * 1024 * 1024;
export const defaultMaxRecordBytes = 256 * 1024 * 1024;
export const defaultUpstreamTimeoutMs = 30_000;
export const defaultStalledClientMs = 30_000;
/** Finished exchanges kept waiting for an earlier one; past this the earliest missing one is judged late. */
const maxWaiting = 4_096;
/** A client that does not read an error answer of the proxy is closed after this long. */
const errorLingerMs = 1_000;

/** Per client connection: its exchanges in flight, and a refusal waiting for them to end. */
interface Connection {
  readonly open: Map<number, InFlight>;
  refusal?: () => void;
}

function upstreamUrl(side: Side, raw: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    // said below
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`the ${side} upstream must be an http:// or https:// URL, got "${raw}"`);
  return url;
}

/** The proxy's own refusal of a request node:http could not read: a one-line JSON error, then the close. */
function refusal(status: number, message: string): string {
  const body = JSON.stringify({ error: `paycert proxy: ${message}` });
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[
    status
  ];
  return (
    `HTTP/1.1 ${status} ${reason ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

function refusalOf(code: string | undefined): { status: number; message: string; timeout: boolean } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, message: 'request not received in time', timeout: true };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, message: 'request line or headers too large', timeout: false };
  return { status: 400, message: `malformed HTTP request (${code ?? 'unknown'})`, timeout: false };
}

export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RunningRecordingProxy> {
  const startedAt = new Date();
  const sides = (['terminal', 'gateway'] as const).filter((s) => options[s] !== undefined);
  if (sides.length === 0) throw new Error('the proxy needs a terminal or a gateway side');
  const limits = resolveLimits(options.limits);
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  const budget = new CaptureBudget(options.captureBudgetBytes ?? defaultCaptureBudgetBytes);
  const maxRecordBytes = options.maxRecordBytes ?? defaultMaxRecordBytes;
  if (!Number.isInteger(maxRecordBytes) || maxRecordBytes < 1)
    throw new Error('maxRecordBytes must be a whole number >= 1');
  const observer =
    options.recordDir === undefined && options.judgeOptions === undefined
      ? undefined
      : await ObserverThread.start(
          {
            ...(options.recordDir === undefined
              ? {}
              : {
                  record: {
                    dir: options.recordDir,
                    maxBytes: maxRecordBytes,
                    secrets: options.secrets ?? [],
                  },
                }),
            ...(options.judgeOptions === undefined ? {} : { judge: options.judgeOptions }),
          },
          (bytes) => budget.give(bytes),
        );

  /**
   * Handed over in one batch per turn of the event loop (setImmediate),
   * after the answers of that turn have left.
   */
  let delivered = 0;
  let batch: RawExchange[] = [];
  let batchBytes = 0;
  const observe = (): void => {
    const now = batch;
    const bytes = batchBytes;
    batch = [];
    batchBytes = 0;
    if (now.length === 0) return;
    delivered += now.length;
    for (const x of now) options.tap?.(x);
    if (observer === undefined) budget.give(bytes);
    else observer.observe(now, bytes);
  };
  const deliver = (x: RawExchange, held: number): void => {
    batchBytes += held;
    if (batch.push(x) === 1) setImmediate(observe);
  };

  /** Exchanges end in any order; the judge reads them in arrival order (`seq`). */
  const waiting = new Map<number, { x: RawExchange; held: number }>();
  let next = 1;
  const inOrder = (x: RawExchange, held: number): void => {
    if (x.seq < next) return deliver(x, held); // passed over below: judged late
    waiting.set(x.seq, { x, held });
    for (;;) {
      const w = waiting.get(next);
      if (w !== undefined) {
        waiting.delete(next++);
        deliver(w.x, w.held);
      } else if (waiting.size > maxWaiting) next++;
      else break;
    }
  };

  let seq = 0;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const connections = new Map<Socket, Connection>();
  let closing: Promise<RecordingSummary | undefined> | undefined;

  const drills = new ProxyDrills(options.drills);
  /** A drill's own GET of the shop's return URL: an exchange of its own, in arrival order, marked. */
  const visit: ReturnVisit = (url, mark) => {
    const n = ++seq;
    inFlight++;
    const startedAt = Date.now();
    const headers = { accept: 'text/html', 'user-agent': 'paycert-proxy-drill' };
    const limit = options.captureLimitBytes ?? defaultCaptureLimitBytes;
    const ended = (response: RawExchange['response'], error?: string): void => {
      inFlight--;
      inOrder(
        {
          seq: n,
          side: 'gateway',
          startedAt,
          endedAt: Date.now(),
          request: { method: 'GET', target: url, headers, body: Buffer.alloc(0), bodyBytes: 0 },
          ...(response === undefined ? {} : { response }),
          ...(error === undefined ? {} : { error }),
          drill: mark,
        },
        0,
      );
      if (inFlight === 0) idle?.();
    };
    fetch(url, { redirect: 'manual', headers, signal: AbortSignal.timeout(10_000) })
      .then(async (r) => {
        const body = Buffer.from(await r.arrayBuffer());
        const fields: Record<string, string> = {};
        r.headers.forEach((value, name) => (fields[name] = value));
        ended({
          status: r.status,
          headers: fields,
          body: body.subarray(0, limit),
          bodyBytes: body.length,
        });
      })
      .catch((e: unknown) => ended(undefined, `the drill's visit failed: ${(e as Error).message}`));
  };
  /** A request refused unanswered while the terminal is unreachable (drill terminal-unreachable). */
  const refuse = (req: IncomingMessage, side: Side, n: number): void => {
    const at = Date.now();
    req.socket.destroy();
    inOrder(
      {
        seq: n,
        side,
        startedAt: at,
        endedAt: at,
        request: {
          method: req.method ?? 'GET',
          target: req.url ?? '/',
          headers: req.headers,
          body: Buffer.alloc(0),
          bodyBytes: 0,
        },
        error: 'paycert drill terminal-unreachable: the connection was closed unanswered',
        drill: { name: 'terminal-unreachable', delivered: false },
      },
      0,
    );
  };

  const servers: Server[] = [];
  const pools: Pool[] = [];
  const urls: Partial<Record<Side, string>> = {};
  const upstreams: Partial<Record<Side, string>> = {};
  const serve = (route: SideRoute) =>
    createServer(serverTimeouts(limits), (req, res) => {
      if (targetPath(req.url ?? '/') === drillsPath)
        return void handleDrillsRoute(req, res, drills).catch(() => res.destroy());
      const c = connections.get(req.socket);
      const n = ++seq;
      const action = drills.forRequest(route.side, req.method ?? 'GET', req.url ?? '/');
      if (action.refuse === true) return refuse(req, route.side, n);
      inFlight++;
      // No header is added: no Date the upstream did not send; a closing proxy says Connection: close.
      res.sendDate = false;
      if (closing !== undefined) res.shouldKeepAlive = false;
      let ended = false;
      const x = forwardExchange(
        route,
        n,
        req,
        res,
        (done, held) => {
          ended = true;
          c?.open.delete(n);
          if (c?.open.size === 0) c.refusal?.();
          inFlight--;
          inOrder(drills.after(action.marked(done), visit), held);
          if (inFlight === 0) idle?.();
        },
        action.answer,
      );
      if (!ended) c?.open.set(n, x);
    });

  try {
    for (const side of sides) {
      const o = options[side] as ProxySideOptions;
      const upstream = upstreamUrl(side, o.upstream);
      const pool = new Pool(upstream.origin, {
        connections: limits.maxConnections,
        headersTimeout: upstreamTimeoutMs,
        bodyTimeout: upstreamTimeoutMs,
      });
      pools.push(pool);
      const route: SideRoute = {
        side,
        upstream,
        dispatcher: pool,
        prefix: upstream.pathname.replace(/\/+$/, ''),
        swap: { from: upstream.origin, to: '' },
        rewrite: side === 'gateway',
        budget,
        captureLimit: options.captureLimitBytes ?? defaultCaptureLimitBytes,
        stalledClientMs: options.stalledClientMs ?? defaultStalledClientMs,
      };
      const server = serve(route);
      server.maxConnections = limits.maxConnections;
      server.on('connection', (socket: Socket) => {
        const c: Connection = { open: new Map() };
        connections.set(socket, c);
        socket.once('close', () => {
          connections.delete(socket);
          for (const x of [...c.open.values()])
            x.end('the client closed the connection before the answer ended');
        });
      });
      server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
        const c = connections.get(socket);
        if (err.code === 'ECONNRESET' || !socket.writable || c === undefined) return void socket.destroy();
        if (c.refusal !== undefined) return;
        const r = refusalOf(err.code);
        c.refusal = () => {
          c.refusal = () => undefined;
          socket.end(refusal(r.status, r.message));
          // A client that does not read the answer must not hold the socket open.
          setTimeout(() => socket.destroy(), errorLingerMs).unref();
        };
        // The request node:http could not read (or every one, after a time-out) ends: its answer cannot
        // come. The answers of the requests read whole before it go out first, then the refusal.
        for (const [n, x] of [...c.open]) {
          if (!r.timeout && x.complete()) continue;
          if (x.answering()) return void socket.destroy(); // an answer under way cannot be followed by a refusal
          c.open.delete(n);
          x.end(r.message);
        }
        if (c.open.size === 0) c.refusal();
      });
      servers.push(server);
      const port = await new Promise<number>((resolve, reject) => {
        server.once('error', reject);
        server.listen(o.port ?? 0, '127.0.0.1', () => {
          server.off('error', reject);
          const a = server.address();
          resolve(typeof a === 'object' && a !== null ? a.port : 0);
        });
      }).catch((e: unknown) => {
        throw (e as { code?: unknown }).code === 'EADDRINUSE'
          ? new Error(`port ${o.port ?? 0} for the ${side} side is in use: choose another (--${side}-port)`)
          : e;
      });
      urls[side] = `http://127.0.0.1:${port}`;
      upstreams[side] = upstream.href;
      route.swap = { from: upstream.origin, to: urls[side] };
    }
  } catch (e) {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await Promise.all(pools.map((p) => p.destroy()));
    await observer?.terminate();
    throw e;
  }

  /** Resolves once no exchange is in flight, or after `ms`. */
  const whenIdle = (ms: number): Promise<void> =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          idle = () => {
            clearTimeout(timer);
            resolve();
          };
        });

  const close = (graceMs = 10_000): Promise<RecordingSummary | undefined> => {
    closing ??= (async () => {
      const stopped = Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
      for (const s of servers) s.closeIdleConnections();
      await whenIdle(graceMs);
      for (const s of servers) s.closeAllConnections();
      await stopped;
      // Exchanges cut by the close end as their connections close; bounded all the same.
      await whenIdle(2_000);
      await Promise.all(pools.map((p) => p.destroy()));
      for (const w of [...waiting.keys()].sort((a, b) => a - b)) {
        const { x, held } = waiting.get(w) as { x: RawExchange; held: number };
        deliver(x, held);
      }
      waiting.clear();
      observe();
      return observer?.close(() => budget.cutByBudget);
    })();
    return closing;
  };

  return {
    urls,
    upstreams,
    stats: () => ({
      exchanges: delivered,
      inFlight,
      waiting: waiting.size,
      captured: { bytes: budget.usedBytes, cutByBudget: budget.cutByBudget },
      recording: observer?.summary(),
    }),
    close,
    drills,
    async finish(dir, run) {
      await close();
      if (observer === undefined || options.judgeOptions === undefined)
        throw new Error('the proxy has no judge to write a report (judgeOptions)');
      return observer.writeReport(dir, {
        startedAt: run.startedAt ?? startedAt,
        endedAt: new Date(),
        sides,
        requireOutcomes: run.requireOutcomes,
        ...(run.features === undefined ? {} : { features: run.features }),
        upstreams: run.upstreams ?? upstreams,
      });
    },
  };
}
