/**
 * One recording run as `paycert proxy`, `paycert simulate --record` and the
 * API's `startGate` drive it: each side forwards to a named upstream or to
 * an embedded simulator started here on a free port, while the recording
 * proxy takes the port the application is set up for. `stop()` stops the
 * proxy (bounded), writes the client report, stops the simulators and
 * resolves the verdict.
 */
import type { ClientOutcome, ClientVerdict } from '../lib/judging/client/clientJudge.js';
import type { Drill } from '../lib/judging/drills/drills.js';
import type { ClientFeature } from '../lib/judging/requirements/feature.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from '../simulators/gateway/index.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';
import {
  startTerminalSimulator,
  type RunningTerminalSimulator,
  type TerminalSimulatorOptions,
} from '../simulators/terminal/index.js';
import { embeddedLabel } from './embeddedUpstreams.js';
import type { RunningRecordingProxy } from './recordingProxy.js';
import { startRecordingSession } from './recordingSession.js';

/** A side of the run: forwarded to `upstream`, or to a simulator started with `simulator`; the proxy on `port`. */
export type RecordedSidePlan<O> =
  { readonly upstream: string; readonly port: number } | { readonly simulator: O; readonly port: number };

export interface RecordOptions {
  readonly terminal?: RecordedSidePlan<TerminalSimulatorOptions>;
  readonly gateway?: RecordedSidePlan<GatewaySimulatorOptions>;
  readonly out: string;
  /** How a refusal of `out` names it (`--out`, `--record`, `out`). */
  readonly outFlag: string;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  /** `--features` (else PAYCERT_FEATURES): the features the application must use. */
  readonly features?: readonly ClientFeature[];
  /** Armed in the proxy from the start (docs/drills.md). */
  readonly drills?: readonly Drill[];
  readonly maxRecordBytes?: number;
  readonly captureLimitBytes?: number;
  /** An upstream gateway's API keys: its Hashes are judged with them (the environment's GATEWAY_API_KEY). */
  readonly upstreamApiKeys?: readonly string[];
  /** An upstream's secrets, erased from every output (the environment's terminal credential). */
  readonly upstreamSecrets?: readonly string[];
}

export interface RecordedSide<R> {
  /** The proxy's `http://127.0.0.1:<port>`: where the application talks. */
  readonly url: string;
  /** Where the proxy forwards: the upstream's URL, or the simulator's. */
  readonly upstream: string;
  /** The embedded simulator, when the side has no upstream. */
  readonly simulator?: R;
}

export interface RecordedRun {
  readonly terminal?: RecordedSide<RunningTerminalSimulator>;
  readonly gateway?: RecordedSide<RunningGatewaySimulator>;
  readonly proxy: RunningRecordingProxy;
  /** Stops the proxy (waiting up to `graceMs` for exchanges in flight), writes the report, stops the simulators. */
  stop(graceMs?: number): Promise<ClientVerdict>;
}

export async function recordSimulators(o: RecordOptions): Promise<RecordedRun> {
  const stops: (() => Promise<void>)[] = [];
  try {
    const t =
      o.terminal !== undefined && 'simulator' in o.terminal
        ? await startTerminalSimulator({ ...o.terminal.simulator, port: 0 })
        : undefined;
    if (t !== undefined) stops.push(() => t.stop());
    const g =
      o.gateway !== undefined && 'simulator' in o.gateway
        ? await startGatewaySimulator({ ...o.gateway.simulator, port: 0 })
        : undefined;
    if (g !== undefined) stops.push(() => g.stop());
    const side = (plan: RecordedSidePlan<unknown> | undefined, sim: { url: string } | undefined) =>
      plan === undefined
        ? undefined
        : 'upstream' in plan
          ? { upstream: plan.upstream, port: plan.port, label: plan.upstream }
          : { upstream: sim?.url ?? '', port: plan.port, label: embeddedLabel };
    const terminal = side(o.terminal, t);
    const gateway = side(o.gateway, g);
    const tOpts = t?.options;
    const session = await startRecordingSession({
      ...(terminal === undefined ? {} : { terminal }),
      ...(gateway === undefined ? {} : { gateway }),
      out: o.out,
      outFlag: o.outFlag,
      requireOutcomes: o.requireOutcomes,
      ...(o.features === undefined ? {} : { features: o.features }),
      ...(o.drills === undefined ? {} : { drills: o.drills }),
      ...(o.maxRecordBytes === undefined ? {} : { maxRecordBytes: o.maxRecordBytes }),
      ...(o.captureLimitBytes === undefined ? {} : { captureLimitBytes: o.captureLimitBytes }),
      gatewayApiKeys: g?.configurations.flatMap((c) => c.apiKeys) ?? o.upstreamApiKeys ?? [],
      secrets: [
        ...(tOpts === undefined
          ? []
          : [
              tOpts.password ?? DEFAULT_PASSWORD,
              ...(tOpts.authHeader === undefined ? [] : [tOpts.authHeader.value]),
            ]),
        ...(o.upstreamSecrets ?? []),
        ...(o.upstreamApiKeys ?? []),
      ],
    });
    const urls = session.proxy.urls;
    const handed = <R>(s: typeof terminal, url: string | undefined, sim: R | undefined) =>
      s === undefined
        ? undefined
        : { url: url ?? '', upstream: s.upstream, ...(sim === undefined ? {} : { simulator: sim }) };
    let stopped: Promise<ClientVerdict> | undefined;
    return {
      terminal: handed(terminal, urls.terminal, t),
      gateway: handed(gateway, urls.gateway, g),
      proxy: session.proxy,
      stop(graceMs = 10_000) {
        stopped ??= session.end(graceMs).finally(() => Promise.all(stops.map((s) => s())));
        return stopped;
      },
    };
  } catch (e) {
    await Promise.all(stops.map((s) => s()));
    throw e;
  }
}
