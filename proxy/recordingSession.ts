/**
 * One recording run as the commands drive it (`npm run proxy`, `npm run
 * simulate -- --record`): the output folder prepared, the judge loaded with
 * the merchant's keys and the run's secrets, the proxy started in front of
 * the upstreams; `end()` stops it (bounded), writes the client report into
 * the folder and says the verdict.
 */
import type { ClientOutcome, ClientVerdict } from '../lib/judging/client/clientJudge.js';
import type { Side } from '../lib/judging/client/rawExchange.js';
import type { Drill } from '../lib/judging/drills/drills.js';
import type { ClientFeature } from '../lib/judging/requirements/feature.js';
import { prepareOutDir } from './prepareOutDir.js';
import { startRecordingProxy, type RunningRecordingProxy } from './recordingProxy.js';

export interface SessionSide {
  readonly upstream: string;
  readonly port: number;
  /** How the report names the upstream: its URL, or "embedded simulator". */
  readonly label: string;
}

export interface SessionOptions {
  readonly terminal?: SessionSide;
  readonly gateway?: SessionSide;
  readonly out: string;
  readonly outFlag: string;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  /** `--features` / PAYCERT_FEATURES: the features the application must use. */
  readonly features?: readonly ClientFeature[];
  readonly maxRecordBytes?: number;
  readonly captureLimitBytes?: number;
  readonly gatewayApiKeys: readonly string[];
  readonly secrets: readonly string[];
  /** `--drill` (docs/drills.md). */
  readonly drills?: readonly Drill[];
}

export interface RecordingSession {
  readonly proxy: RunningRecordingProxy;
  /** Stops the proxy (waiting up to `graceMs` for exchanges in flight) and writes the client report. */
  end(graceMs?: number): Promise<ClientVerdict>;
}

export async function startRecordingSession(o: SessionOptions): Promise<RecordingSession> {
  prepareOutDir(o.out, o.outFlag);
  const secrets = [...new Set([...o.secrets, ...o.gatewayApiKeys].filter((s) => s !== ''))];

  const startedAt = new Date();
  const proxy = await startRecordingProxy({
    ...(o.terminal === undefined
      ? {}
      : { terminal: { upstream: o.terminal.upstream, port: o.terminal.port } }),
    ...(o.gateway === undefined ? {} : { gateway: { upstream: o.gateway.upstream, port: o.gateway.port } }),
    // Built in the observer thread, beside the recording, off the relay's path.
    judgeOptions: { gatewayApiKeys: o.gatewayApiKeys, secrets },
    recordDir: o.out,
    secrets,
    ...(o.maxRecordBytes === undefined ? {} : { maxRecordBytes: o.maxRecordBytes }),
    ...(o.captureLimitBytes === undefined ? {} : { captureLimitBytes: o.captureLimitBytes }),
    ...(o.drills === undefined ? {} : { drills: o.drills }),
  });
  const upstreams: Partial<Record<Side, string>> = {};
  if (o.terminal !== undefined) upstreams.terminal = o.terminal.label;
  if (o.gateway !== undefined) upstreams.gateway = o.gateway.label;
  let ended: Promise<ClientVerdict> | undefined;
  return {
    proxy,
    end(graceMs = 10_000) {
      ended ??= proxy.close(graceMs).then(() =>
        proxy.finish(o.out, {
          requireOutcomes: o.requireOutcomes,
          startedAt,
          upstreams,
          ...(o.features === undefined ? {} : { features: o.features }),
        }),
      );
      return ended;
    },
  };
}
