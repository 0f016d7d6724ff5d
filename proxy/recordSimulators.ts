/**
 * `npm run simulate -- --record <dir>`: the simulators on ephemeral ports
 * behind the recording proxy, which takes the ports the user asked for (so
 * an application set up for the simulators is recorded unchanged). Same
 * recording and client report as `npm run proxy`.
 */
import type { ClientOutcome } from '../lib/judging/client/clientJudge.js';
import type { Drill } from '../lib/judging/drills/drills.js';
import type { ClientFeature } from '../lib/judging/requirements/feature.js';
import { startGatewaySimulator, type GatewaySimulatorOptions } from '../simulators/gateway/index.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';
import type { ParsedTerminalFlags } from '../simulators/terminal/cli.js';
import { startTerminalSimulator } from '../simulators/terminal/index.js';
import { embeddedLabel } from './embeddedUpstreams.js';
import { printVerdict } from './printVerdict.js';
import { startRecordingSession } from './recordingSession.js';

export interface RecordedSimulators {
  /** What to print: one line per side. */
  readonly lines: readonly string[];
  /** Stops the proxy, writes the report, stops the simulators; resolves the verdict's exit code. */
  stop(): Promise<number>;
}

export async function recordSimulators(o: {
  readonly terminals: ParsedTerminalFlags;
  readonly gateway: GatewaySimulatorOptions | undefined;
  readonly out: string;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  /** `simulate --record --features` (else PAYCERT_FEATURES): the features the application must use. */
  readonly features?: readonly ClientFeature[];
  /** `simulate --record --drill`: the proxy applies them, as `paycert proxy --drill` does. */
  readonly drills?: readonly Drill[];
}): Promise<RecordedSimulators> {
  if (o.terminals.count > 1) throw new Error('--record carries one terminal: use --terminals 1 (or 0)');
  const stops: (() => Promise<void>)[] = [];
  const lines: string[] = [];
  try {
    const t =
      o.terminals.count === 1 ? await startTerminalSimulator({ ...o.terminals.options, port: 0 }) : undefined;
    if (t !== undefined) stops.push(() => t.stop());
    const g = o.gateway === undefined ? undefined : await startGatewaySimulator({ ...o.gateway, port: 0 });
    if (g !== undefined) stops.push(() => g.stop());
    const tOpts = o.terminals.options;
    const session = await startRecordingSession({
      ...(t === undefined
        ? {}
        : { terminal: { upstream: t.url, port: tOpts.port ?? 8080, label: embeddedLabel } }),
      ...(g === undefined
        ? {}
        : { gateway: { upstream: g.url, port: o.gateway?.port ?? 8090, label: embeddedLabel } }),
      out: o.out,
      outFlag: '--record',
      requireOutcomes: o.requireOutcomes,
      ...(o.features === undefined ? {} : { features: o.features }),
      ...(o.drills === undefined ? {} : { drills: o.drills }),
      gatewayApiKeys: g?.configurations.flatMap((c) => c.apiKeys) ?? [],
      secrets: [
        tOpts.password ?? DEFAULT_PASSWORD,
        ...(tOpts.authHeader === undefined ? [] : [tOpts.authHeader.value]),
      ],
    });
    if (t !== undefined)
      lines.push(
        `terminal simulator on ${session.proxy.urls.terminal ?? ''} (recorded; the simulator itself on ${t.url}, seed ${t.options.seed})`,
      );
    if (g !== undefined)
      lines.push(
        `gateway simulator on ${session.proxy.urls.gateway ?? ''}/api/gateway/ (recorded; the simulator itself on ${g.url})`,
      );
    lines.push(`recording into ${o.out}; Ctrl-C writes the client report there.`);
    return {
      lines,
      async stop() {
        const verdict = await session.end(10_000);
        await Promise.all(stops.map((s) => s()));
        printVerdict(verdict, o.out, session.proxy);
        return verdict.exitCode;
      },
    };
  } catch (e) {
    await Promise.all(stops.map((s) => s()));
    throw e;
  }
}
