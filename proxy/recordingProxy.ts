/**
 * `startRecordingProxy`: per side (terminal, gateway) a listener on
 * 127.0.0.1 that forwards the integrator's application's traffic to the
 * side's upstream (forwardExchange.ts), hands every exchange to the client
 * judge in arrival order and records it redacted (exchangeRecorder.ts). The
 * listeners run under the simulators' connection limits (a slow client gets
 * 408 and is closed; a cap on open connections). See docs/proxy.md.
 */
import type { Server } from 'node:http';
import { Pool, type Dispatcher } from 'undici';
import type { ClientJudge, ClientRunInfo, ClientVerdict } from '../lib/client/clientJudge.js';
import type { RawExchange, Side } from '../lib/client/rawExchange.js';
import { resolveLimits, type ConnectionLimits } from '../simulators/kit/limits.js';
import { closeServer, createSimServer, listenLoopback } from '../simulators/kit/simServer.js';
import { ExchangeRecorder, type RecordingSummary } from './exchangeRecorder.js';
import { forwardExchange, type SideRoute } from './forwardExchange.js';
import { InSeqOrder } from './inSeqOrder.js';
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
  readonly judge: ClientJudge;
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
  const recorder =
    options.recordDir === undefined
      ? undefined
      : new ExchangeRecorder(options.recordDir, options.maxRecordBytes ?? defaultMaxRecordBytes, secrets);
  let delivered = 0;
  let recordFailed = false;
  const judgeAndRecord = (x: RawExchange): void => {
    delivered++;
    try {
      options.judge.observe(x);
    } catch (e) {
      // The contract says observe never throws; if it does, the recording must still go on.
      console.error(`paycert proxy: the client judge failed on exchange ${x.seq}: ${String(e)}`);
    }
    try {
      recorder?.record(x);
    } catch (e) {
      // A full disk must not take the proxy down with it: the traffic goes on, unrecorded, and says so once.
      if (!recordFailed)
        console.error(`paycert proxy: the recording stopped at exchange ${x.seq}: ${String(e)}`);
      recordFailed = true;
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
    for (const x of batch.splice(0)) judgeAndRecord(x);
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

  const servers: Server[] = [];
  const dispatchers: Dispatcher[] = [];
  const urls: Partial<Record<Side, string>> = {};
  const upstreams: Partial<Record<Side, string>> = {};
  try {
    for (const side of sides) {
      const o = options[side] as ProxySideOptions;
      const upstream = upstreamUrl(side, o.upstream);
      const dispatcher = new Pool(upstream.origin, { connections: 128, keepAliveTimeout: 4_000 });
      dispatchers.push(dispatcher);
      let swap: OriginSwap | undefined;
      const route: SideRoute = {
        side,
        upstream,
        dispatcher,
        swap: () => swap,
        keepHost: loopback.has(upstream.hostname),
        captureLimit,
        upstreamTimeoutMs: options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs,
      };
      const server = createSimServer(
        limits,
        (status, message) => ({
          type: 'application/json',
          body: JSON.stringify({ error: `paycert proxy: ${message}` }),
        }),
        (req, res) => {
          inFlight++;
          void forwardExchange(req, res, route, ++seq, finished);
        },
      );
      servers.push(server);
      const port = await listenLoopback(server, o.port ?? 0).catch((e: unknown) => {
        throw (e as { code?: unknown }).code === 'EADDRINUSE'
          ? new Error(`port ${o.port ?? 0} for the ${side} side is in use: choose another (--${side}-port)`)
          : e;
      });
      urls[side] = `http://127.0.0.1:${port}`;
      upstreams[side] = upstream.href;
      if (side === 'gateway') swap = { from: upstream.origin, to: urls[side] };
    }
  } catch (e) {
    await Promise.all(servers.map((s) => closeServer(s)));
    await Promise.all(dispatchers.map((d) => d.close()));
    recorder?.close();
    throw e;
  }

  let closing: Promise<RecordingSummary | undefined> | undefined;
  const close = (graceMs = 10_000): Promise<RecordingSummary | undefined> => {
    closing ??= (async () => {
      for (const s of servers) s.close();
      for (const s of servers) s.closeIdleConnections();
      await whenIdle(graceMs);
      await Promise.all(servers.map((s) => closeServer(s)));
      await Promise.all(dispatchers.map((d) => d.destroy()));
      // Exchanges cut by the close finish in their `finally` soon after; bounded all the same.
      await whenIdle(2_000);
      order.flush();
      drainBatch();
      return recorder?.close();
    })();
    return closing;
  };

  return {
    urls,
    upstreams,
    stats: () => ({ exchanges: delivered, inFlight, waiting: order.pending, recording: recorder?.summary() }),
    close,
    async finish(dir, run) {
      await close();
      return options.judge.writeReport(dir, {
        startedAt: run.startedAt ?? startedAt,
        endedAt: new Date(),
        sides,
        requireOutcomes: run.requireOutcomes,
        upstreams: run.upstreams ?? upstreams,
      });
    },
  };
}
