/**
 * `startRecordingProxy`: per side (terminal, gateway) a listener on
 * 127.0.0.1 whose every connection is relayed to the side's upstream
 * (relayConnection.ts), hands every exchange to the client judge in arrival
 * order and records it redacted (exchangeRecorder.ts). The listeners run
 * under the simulators' connection limits (a slow client gets 408 and is
 * closed; an idle one is closed; a cap on open connections), checked by one
 * sweep for all connections. See docs/proxy.md.
 */
import { createServer, type Server } from 'node:net';
import type {
  ClientJudge,
  ClientJudgeOptions,
  ClientRunInfo,
  ClientVerdict,
} from '../lib/client/clientJudge.js';
import type { RawExchange, Side } from '../lib/client/rawExchange.js';
import { resolveLimits, type ConnectionLimits } from '../simulators/kit/limits.js';
import type { RecordingSummary } from './exchangeRecorder.js';
import { ObserverThread } from './observerThread.js';
import { InSeqOrder } from './inSeqOrder.js';
import { RelayConnection, type SideRoute } from './relayConnection.js';
import type { OriginSwap } from './rewriteToProxy.js';

export interface ProxySideOptions {
  /** Where the side's traffic goes: `http://127.0.0.1:8080` (a path prefix is kept). */
  readonly upstream: string;
  /** The proxy's port for this side; 0 (default) picks a free one. */
  readonly port?: number;
}

export interface RecordingProxyOptions {
  readonly terminal?: ProxySideOptions;
  readonly gateway?: ProxySideOptions;
  /**
   * The client judge, in the relay's thread (the self-tests' watched judges);
   * or `judgeOptions`, and the judge is built in the observer thread beside
   * the recording (observerThread.ts), off the relay's path. Exactly one.
   */
  readonly judge?: ClientJudge;
  readonly judgeOptions?: ClientJudgeOptions;
  /** Folder for exchanges.ndjson and recording.json (must exist); omitted: nothing recorded. */
  readonly recordDir?: string;
  /** Literal secrets erased from the recording (terminal password, API keys). */
  readonly secrets?: readonly string[];
  /** Bytes of each body the judge sees; default 1 MiB. */
  readonly captureLimitBytes?: number;
  /** Bound of exchanges.ndjson; default 256 MiB. */
  readonly maxRecordBytes?: number;
  /** Time limits and connection cap of the listeners (body size and depth do not apply: bodies stream). */
  readonly limits?: Partial<ConnectionLimits>;
  /** Time the upstream has for its answer's head, and between body bytes; default 30 s. */
  readonly upstreamTimeoutMs?: number;
}

export interface ProxyStats {
  readonly exchanges: number;
  readonly inFlight: number;
  /** Finished exchanges waiting for an earlier one before the judge sees them. */
  readonly waiting: number;
  /** What the recording holds so far (undefined without a recording). */
  readonly recording: RecordingSummary | undefined;
}

export interface RunningRecordingProxy {
  /** `http://127.0.0.1:<port>` per side the proxy carries. */
  readonly urls: Readonly<Partial<Record<Side, string>>>;
  readonly upstreams: Readonly<Partial<Record<Side, string>>>;
  stats(): ProxyStats;
  /**
   * Stops accepting, waits up to `graceMs` (default 10 s) for exchanges in
   * flight, then closes every connection, hands the judge what remains and
   * closes the recording. Idempotent.
   */
  close(graceMs?: number): Promise<RecordingSummary | undefined>;
  /** close(), then the judge's client report into `dir`. */
  finish(
    dir: string,
    run: Pick<ClientRunInfo, 'requireOutcomes'> & Partial<Pick<ClientRunInfo, 'startedAt' | 'upstreams'>>,
  ): Promise<ClientVerdict>;
}

export const defaultCaptureLimitBytes = 1024 * 1024;
export const defaultMaxRecordBytes = 256 * 1024 * 1024;
export const defaultUpstreamTimeoutMs = 30_000;

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Listens on 127.0.0.1 (loopback only, by design) and resolves the bound port. */
function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** Stops accepting; resolves once every connection is gone. */
function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

function upstreamUrl(side: Side, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`the ${side} upstream must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`the ${side} upstream must be an http:// or https:// URL, got "${raw}"`);
  return url;
}

export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RunningRecordingProxy> {
  const startedAt = new Date();
  const sides = (['terminal', 'gateway'] as const).filter((s) => options[s] !== undefined);
  if (sides.length === 0) throw new Error('the proxy needs a terminal or a gateway side');
  const limits = resolveLimits(options.limits);
  const captureLimit = options.captureLimitBytes ?? defaultCaptureLimitBytes;
  const secrets = options.secrets ?? [];
  const connections = new Set<RelayConnection>();
  /** The recording is behind by more than its high-water mark: no connection reads requests meanwhile. */
  let held = false;
  if ((options.judge === undefined) === (options.judgeOptions === undefined))
    throw new Error('the proxy needs a judge or judgeOptions, not both');
  const localJudge = options.judge;
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
                    maxBytes: options.maxRecordBytes ?? defaultMaxRecordBytes,
                    secrets,
                  },
                }),
            ...(options.judgeOptions === undefined ? {} : { judge: options.judgeOptions }),
          },
          (on) => {
            held = on;
            for (const c of connections) c.hold(on);
          },
        );
  let delivered = 0;
  const judge = (x: RawExchange): void => {
    delivered++;
    try {
      localJudge?.observe(x);
    } catch (e) {
      // The contract says observe never throws; if it does, the recording must still go on.
      console.error(`paycert proxy: the client judge failed on exchange ${x.seq}: ${String(e)}`);
    }
  };
  /**
   * Exchanges handed over in order, judged and recorded in one batch per
   * turn of the event loop (setImmediate), after the answers of that turn
   * have left: the judge's and the recording's CPU is then off the path of
   * the requests that arrive meanwhile. The batch keeps the order; it holds
   * at most the exchanges that finished in one turn (bounded by the
   * connection cap).
   */
  const batch: RawExchange[] = [];
  let batchScheduled = false;
  const drainBatch = (): void => {
    batchScheduled = false;
    const xs = batch.splice(0);
    for (const x of xs) judge(x);
    observer?.observe(xs);
  };
  const order = new InSeqOrder<RawExchange>((x) => {
    batch.push(x);
    if (!batchScheduled) {
      batchScheduled = true;
      setImmediate(drainBatch);
    }
  });
  let seq = 0;
  let inFlight = 0;
  let idle: (() => void) | undefined;
  const finished = (x: RawExchange): void => {
    inFlight--;
    order.done(x.seq, x);
    if (inFlight === 0) idle?.();
  };
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

  let closing: Promise<RecordingSummary | undefined> | undefined;
  const servers: Server[] = [];
  const urls: Partial<Record<Side, string>> = {};
  const upstreams: Partial<Record<Side, string>> = {};
  // One sweep checks every connection's time limits, often enough to keep them within about a tenth.
  const sweepMs = Math.max(
    10,
    Math.min(
      1_000,
      Math.floor(Math.min(limits.headersTimeoutMs, limits.bodyTimeoutMs, limits.idleTimeoutMs) / 10),
    ),
  );
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const c of connections) c.check(now);
  }, sweepMs).unref();
  try {
    for (const side of sides) {
      const o = options[side] as ProxySideOptions;
      const upstream = upstreamUrl(side, o.upstream);
      let swap: OriginSwap | undefined;
      const route: SideRoute = {
        side,
        upstream,
        swap: () => swap,
        keepHost: loopback.has(upstream.hostname),
        captureLimit,
        upstreamTimeoutMs: options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs,
        limits,
        nextSeq: () => {
          inFlight++;
          return ++seq;
        },
        done: finished,
      };
      const server = createServer({ allowHalfOpen: true }, (socket) => {
        const c = new RelayConnection(socket, route, (gone) => connections.delete(gone));
        connections.add(c);
        if (held) c.hold(true);
        if (closing !== undefined) c.drain();
      });
      server.maxConnections = limits.maxConnections;
      servers.push(server);
      const port = await listen(server, o.port ?? 0).catch((e: unknown) => {
        throw (e as { code?: unknown }).code === 'EADDRINUSE'
          ? new Error(`port ${o.port ?? 0} for the ${side} side is in use: choose another (--${side}-port)`)
          : e;
      });
      urls[side] = `http://127.0.0.1:${port}`;
      upstreams[side] = upstream.href;
      if (side === 'gateway') swap = { from: upstream.origin, to: urls[side] };
    }
  } catch (e) {
    clearInterval(sweep);
    await Promise.all(servers.map((s) => closeListener(s)));
    await observer?.terminate();
    throw e;
  }

  const close = (graceMs = 10_000): Promise<RecordingSummary | undefined> => {
    closing ??= (async () => {
      const stopped = Promise.all(servers.map((s) => closeListener(s)));
      for (const c of connections) c.drain();
      await whenIdle(graceMs);
      for (const c of [...connections]) c.destroy('the proxy closed');
      await stopped;
      clearInterval(sweep);
      // Exchanges cut by the close finish in their `finally` soon after; bounded all the same.
      await whenIdle(2_000);
      order.flush();
      drainBatch();
      return observer?.close();
    })();
    return closing;
  };

  return {
    urls,
    upstreams,
    stats: () => ({ exchanges: delivered, inFlight, waiting: order.pending, recording: observer?.summary() }),
    close,
    async finish(dir, run) {
      await close();
      const info: ClientRunInfo = {
        startedAt: run.startedAt ?? startedAt,
        endedAt: new Date(),
        sides,
        requireOutcomes: run.requireOutcomes,
        upstreams: run.upstreams ?? upstreams,
      };
      if (localJudge !== undefined) {
        await observer?.terminate();
        return localJudge.writeReport(dir, info);
      }
      return (observer as ObserverThread).writeReport(dir, info);
    },
  };
}
