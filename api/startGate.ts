/**
 * The gate in-process: the simulators with the recording proxy in front,
 * started from your own test setup (a Playwright `globalSetup`, a
 * `node:test` `before`), and the client verdict on `stop()`. It is what
 * `npx paycert proxy [flags] -- <command>` runs around a command, for a
 * runner that starts its own services.
 */
import type { ClientOutcome } from '../lib/judging/client/clientJudge.js';
import { defaultFolder } from '../lib/reporting/evidence/reportsFolder.js';
import { readGate } from '../proxy/gateEnvironment.js';
import { recordSimulators } from '../proxy/recordSimulators.js';
import { gateSimulators } from './gateSimulators.js';
import { simulatorsOf, type Simulators } from './simulatorHandles.js';
import { runningGateway, runningTerminal, settingsOf, type SimulatorsOptions } from './startSimulators.js';

/** An outcome the client report counts (`terminal.declined`, `gateway.3ds-passed`, …; docs/client-report.md). */
export type { ClientOutcome } from '../lib/judging/client/clientJudge.js';

export interface GateOptions extends SimulatorsOptions {
  /**
   * The folder of the recording and the client report, relative to the
   * working directory; default `reports/client` (below PAYCERT_REPORTS_DIR
   * when set). An earlier report there is replaced; a folder holding
   * anything paycert did not write is refused.
   */
  readonly out?: string;
  /** The outcomes the application must reach, as `--require-outcomes`: `'all'` or a list; default none. */
  readonly requireOutcomes?: 'all' | readonly ClientOutcome[];
}

/** The client verdict `Gate.stop()` resolves: the same four verdicts and exit codes as `paycert proxy`. */
export interface GateVerdict {
  readonly verdict: 'PASS' | 'FAIL' | 'ERROR' | 'INCOMPLETE';
  /** 0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE. */
  readonly exitCode: 0 | 1 | 2 | 3;
  /** SHA-256 of the report's manifest.json. */
  readonly manifestSha256: string;
  /** The folder of the client report (verdict.json, conformance.{json,md,html}, exchanges.ndjson). */
  readonly out: string;
}

/** Simulators whose every handle (URL, credentials, outcome queue, drills) goes through the recording proxy. */
export interface Gate extends Omit<Simulators, 'stop'> {
  /**
   * Stops the proxy (waiting up to 10 s for exchanges in flight), writes the
   * client report, stops the simulators and resolves the verdict. Under an
   * outer gate (`paycert proxy -- <command>`) it resolves `undefined`: that
   * gate judges and reports.
   */
  stop(): Promise<GateVerdict | undefined>;
}

/**
 * Starts the simulators and the recording proxy in front of them; the
 * handles point at the proxy (its ports: `terminal.port`, `gateway.port`,
 * default free ones), so everything the application sends is recorded and
 * judged. One terminal (`terminals`: 1 or 0). Under an outer gate it starts
 * nothing and hands out that gate's simulators, as `startSimulators` does.
 *
 * ```ts
 * const gate = await startGate({ terminal: { clockSpeed: 10 }, requireOutcomes: ['terminal.declined'] });
 * await gate.terminal.outcomes.queue('declined');
 * // ...your application talks to gate.terminal.url and gate.gateway.url...
 * const verdict = await gate.stop(); // verdict?.exitCode: 0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE
 * ```
 */
export async function startGate(options: GateOptions = {}): Promise<Gate> {
  const outer = readGate();
  if (outer !== undefined) return gateSimulators(outer, () => Promise.resolve(undefined));
  const settings = settingsOf(options);
  if (settings.count > 1) throw new Error('startGate: the proxy carries one terminal (terminals: 1 or 0)');
  const out = options.out ?? defaultFolder('client');
  const { port: terminalPort = 0, ...terminal } = settings.terminal;
  const run = await recordSimulators({
    ...(settings.count === 0 ? {} : { terminal: { simulator: terminal, port: terminalPort } }),
    ...(settings.gateway === undefined
      ? {}
      : { gateway: { simulator: settings.gateway, port: settings.gateway.port ?? 0 } }),
    out,
    outFlag: 'startGate: out',
    requireOutcomes: options.requireOutcomes ?? [],
  });
  const t = run.terminal;
  const g = run.gateway;
  return simulatorsOf(
    t?.simulator === undefined ? [] : [runningTerminal(t.simulator, t.url)],
    g?.simulator === undefined ? undefined : runningGateway(g.simulator, g.url),
    async (): Promise<GateVerdict> => ({ ...(await run.stop()), out }),
  );
}
