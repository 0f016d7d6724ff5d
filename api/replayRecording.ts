/**
 * `paycert replay` from your own tests (docs/replay.md): a recorded session
 * sent again to another terminal and gateway; the report says per exchange
 * what changed, each change MUST-breaking or where the spec is silent.
 */
import { buildReplayReport } from '../lib/judging/replay/replayReport.js';
import { readRecording } from '../lib/judging/replay/recording.js';
import { replaySession } from '../lib/judging/replay/replaySession.js';
import type { ReplayReport } from '../lib/judging/replay/replayTypes.js';

export type { ReplayReport } from '../lib/judging/replay/replayTypes.js';

export interface ReplayTargets {
  /** The terminal and its Basic credentials (a `SimulatedTerminal` fits). */
  readonly terminal?: { readonly url: string; readonly username: string; readonly password: string };
  /** The gateway and its API key (a `SimulatedGateway` fits); the Hash is recomputed with it. */
  readonly gateway?: { readonly url: string; readonly apiKey: string; readonly configurationId?: string };
}

/**
 * Replays the recording in `dir` (a folder `recordTraffic` or `paycert proxy --out` wrote) against
 * `targets`. `outcome` is `unchanged`, `changed` or `must-breaking`; a side without a target is not sent.
 */
export async function replayRecording(dir: string, targets: ReplayTargets): Promise<ReplayReport> {
  const xs = readRecording(dir);
  const startedAt = new Date();
  const { terminal, gateway } = targets;
  const { exchanges, screens } = await replaySession(xs, {
    ...(terminal === undefined
      ? {}
      : {
          terminal: {
            url: terminal.url,
            credentials: { kind: 'basic', username: terminal.username, password: terminal.password },
          },
        }),
    ...(gateway === undefined ? {} : { gateway }),
  });
  return buildReplayReport(
    dir,
    {
      ...(terminal === undefined ? {} : { terminal: terminal.url }),
      ...(gateway === undefined ? {} : { gateway: gateway.url }),
    },
    startedAt,
    xs,
    exchanges,
    screens,
  );
}
