/**
 * `paycert simulate`: the terminal and the gateway simulators in the
 * foreground, for integrators to develop against: a banner with the URLs and
 * the credentials they accept, then one line per request, until Ctrl-C or
 * SIGTERM. Flags only; behaviour lives in simulators/.
 */
import type { ClientOutcome } from '../lib/judging/client/clientJudge.js';
import { defaultFolder } from '../lib/reporting/evidence/reportsFolder.js';
import { FlagError, flagHelp, helpParagraph, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { gatewayFlags } from '../simulators/gateway/cli.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from '../simulators/gateway/index.js';
import { defaultConfiguration, type GatewayConfiguration } from '../simulators/gateway/configuration.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import { sharedSimulatorFlags, simulatorSettings } from '../simulators/simulatorFlags.js';
import { startTerminals, terminalFlags, type ParsedTerminalFlags } from '../simulators/terminal/cli.js';
import type { RunningTerminalSimulator, TerminalSimulatorOptions } from '../simulators/terminal/index.js';
import {
  drillFlag,
  drillsOf,
  featuresFlag,
  featuresOf,
  parseRequireOutcomes,
  requireOutcomesFlag,
} from '../proxy/proxyFlags.js';
import type { ClientFeature } from '../lib/judging/requirements/feature.js';
import { drillDefinitions, type Drill } from '../lib/judging/drills/drills.js';
import { printVerdict } from '../proxy/printVerdict.js';
import { recordSimulators } from '../proxy/recordSimulators.js';
import type { Command } from './command.js';
import { untilStopped } from './untilStopped.js';

const sharedFlags = {
  ...sharedSimulatorFlags,
  'no-gateway': { type: 'boolean', help: 'start only the terminal(s)' },
  record: {
    type: 'string',
    value: '[<dir>]',
    help: 'put the recording proxy in front (the simulators move to free ports, the proxy takes theirs): exchanges.ndjson and, when stopped, the client report in <dir> (default reports/client, as paycert proxy; docs/proxy.md)',
  },
  'require-outcomes': { ...requireOutcomesFlag, help: `with --record: ${requireOutcomesFlag.help}` },
  features: { ...featuresFlag, help: `with --record: ${featuresFlag.help}` },
  drill: {
    ...drillFlag,
    help: `${drillFlag.help}; applied by each simulator (durations in its simulated milliseconds), or with --record by the proxy (return-twice and return-without-payment need --record)`,
  },
  quiet: { type: 'boolean', help: 'no line per request' },
} as const satisfies Flags;

const allFlags = { ...sharedFlags, ...terminalFlags, ...gatewayFlags } as const;

/** `--record` with no folder (last, or before another flag) records where `paycert proxy` does. */
function withRecordDefault(argv: readonly string[]): string[] {
  return argv.map((a, i) =>
    a === '--record' && (argv[i + 1] === undefined || argv[i + 1]?.startsWith('-') === true)
      ? `--record=${defaultFolder('client')}`
      : a,
  );
}

const help = `Usage: paycert simulate [flags]

${helpParagraph(
  'Starts, on 127.0.0.1, a simulated payment terminal (REST API under /api/v2/, control API under ' +
    '/_sim/, its device page at /) and a simulated card gateway with its 3-D Secure page (its own page ' +
    'at /), prints their URLs and the credentials they accept, then one line per request (method, path, status, milliseconds and, ' +
    'when a request breaks a rule, the rule). Runs until Ctrl-C or SIGTERM. See README, "Simulators".',
)}

${flagHelp(sharedFlags)}

${flagHelp(terminalFlags, 'Terminal:')}

${flagHelp(gatewayFlags, 'Gateway:')}`;

export interface SimulatorPlan {
  terminals: ParsedTerminalFlags;
  gateway: GatewaySimulatorOptions | undefined;
  record?: {
    out: string;
    requireOutcomes: 'all' | ClientOutcome[];
    features: readonly ClientFeature[];
    drills: readonly Drill[];
  };
  quiet: boolean;
}

/**
 * Every flag parsed and checked before anything starts: the gateway's flags
 * are read (and refused when wrong) even under --no-gateway (issue 13).
 */
export function planSimulators(argv: readonly string[]): SimulatorPlan {
  const { values: v } = parseFlags(allFlags, withRecordDefault(argv));
  const settings = simulatorSettings(v);
  const drills = drillsOf(v.drill);
  const onSide = (side: 'terminal' | 'gateway'): Drill[] =>
    drills.filter((d) => drillDefinitions[d.name].side === side);
  // With --record the proxy applies every drill (one path); without it, each simulator its own.
  const armed = (side: 'terminal' | 'gateway'): { drills?: Drill[] } =>
    v.record === undefined && onSide(side).length > 0 ? { drills: onSide(side) } : {};
  const terminals = {
    ...settings.terminals,
    options: { ...settings.terminals.options, ...armed('terminal') },
  };
  const gateway = { ...settings.gateway, ...armed('gateway') };
  if (v.record === undefined) {
    const visit = drills.find((d) => d.name === 'return-twice' || d.name === 'return-without-payment');
    if (visit !== undefined)
      throw new FlagError(
        `--drill ${visit.name} is applied by the recording proxy (it visits the shop's return URL): add --record <dir>`,
      );
  }
  if (onSide('terminal').length > 0 && terminals.count === 0)
    throw new FlagError('--drill: a terminal drill needs a terminal (--terminals 0 starts none)');
  if (onSide('gateway').length > 0 && v['no-gateway'] === true)
    throw new FlagError('--drill: a gateway drill needs the gateway (--no-gateway starts none)');
  if (terminals.count === 0 && v['no-gateway'] === true)
    throw new FlagError('nothing to start: --terminals 0 and --no-gateway');
  if (v['require-outcomes'] !== undefined && v.record === undefined)
    throw new FlagError('--require-outcomes applies only with --record');
  if (v.features !== undefined && v.record === undefined)
    throw new FlagError('--features applies only with --record');
  return {
    terminals,
    gateway: v['no-gateway'] === true ? undefined : gateway,
    ...(v.record === undefined
      ? {}
      : {
          record: {
            out: v.record,
            requireOutcomes:
              v['require-outcomes'] === undefined
                ? []
                : parseRequireOutcomes('--require-outcomes', v['require-outcomes']),
            features: featuresOf(v.features),
            drills,
          },
        }),
    quiet: v.quiet === true,
  };
}

/** The credential a terminal accepts (a test value, printed on purpose). */
function terminalCredential(o: TerminalSimulatorOptions): string {
  return o.authHeader === undefined
    ? `HTTP Basic ${o.username ?? DEFAULT_USERNAME} / ${o.password ?? DEFAULT_PASSWORD}`
    : `header ${o.authHeader.name}: ${o.authHeader.value}`;
}

/** What the gateway accepts (test values, printed on purpose). */
function gatewayCredentials(configurations: readonly GatewayConfiguration[]): string {
  return configurations.map((c) => `ConfigurationId ${c.id}, API key ${c.apiKeys.join(' or ')}`).join('; ');
}

/** The banner: where each simulator listens and what it accepts. */
export function bannerLines(
  terminals: readonly RunningTerminalSimulator[],
  gateway: RunningGatewaySimulator | undefined,
): string[] {
  const lines: string[] = [];
  for (const t of terminals) {
    const o = t.options;
    const f = o.faults ?? [];
    const d = (o.drills ?? []).map((x) => (x.ms === undefined ? x.name : `${x.name}:${x.ms}`));
    lines.push(
      `terminal  ${t.url}/api/v2/  ${terminalCredential(o)}  (seed ${o.seed}, ${o.personality ?? 'reference'}${f.length > 0 ? `, faults: ${f.join(', ')}` : ''}${d.length > 0 ? `, drills: ${d.join(', ')}` : ''})`,
    );
  }
  if (gateway !== undefined)
    lines.push(
      `gateway   ${gateway.url}/api/gateway/  ${gatewayCredentials(gateway.configurations)}  (3-D Secure page behind each job's action link)`,
    );
  // The pages (a browser on this machine): one per device of a fleet, and the gateway's.
  for (const t of terminals) lines.push(`page      ${t.url}/  the terminal's device page (its credentials)`);
  if (gateway !== undefined) lines.push(`page      ${gateway.url}/  the gateway's page`);
  return lines;
}

/** `--record`: the simulators behind the recording proxy until stopped, then the client report. */
async function runRecorded(
  plan: SimulatorPlan,
  record: NonNullable<SimulatorPlan['record']>,
): Promise<number> {
  if (plan.terminals.count > 1)
    throw new FlagError('--record carries one terminal: use --terminals 1 (or 0)');
  const { port: terminalPort, ...terminal } = plan.terminals.options;
  const recorded = await recordSimulators({
    ...(plan.terminals.count === 1 ? { terminal: { simulator: terminal, port: terminalPort ?? 8080 } } : {}),
    ...(plan.gateway === undefined
      ? {}
      : { gateway: { simulator: { ...plan.gateway, port: 0 }, port: plan.gateway.port ?? 8090 } }),
    out: record.out,
    outFlag: '--record',
    requireOutcomes: record.requireOutcomes,
    features: record.features,
    drills: record.drills,
  });
  const t = recorded.terminal;
  if (t?.simulator !== undefined)
    console.log(
      `terminal simulator on ${t.url} (recorded; the simulator itself on ${t.simulator.url}, seed ${t.simulator.options.seed})`,
    );
  const g = recorded.gateway;
  if (g !== undefined)
    console.log(
      `gateway simulator on ${g.url}/api/gateway/ (recorded; the simulator itself on ${g.upstream})`,
    );
  console.log(`recording into ${record.out}; Ctrl-C writes the client report there.`);
  const accepted = [
    ...(plan.terminals.count > 0 ? [`terminal ${terminalCredential(plan.terminals.options)}`] : []),
    ...(plan.gateway === undefined
      ? []
      : [`gateway ${gatewayCredentials(plan.gateway.configurations ?? [defaultConfiguration])}`]),
  ];
  console.log(`accepted credentials: ${accepted.join('; ')}`);
  const why = await untilStopped();
  console.log(`\n${why}: stopping the proxy and the simulators...`);
  const verdict = await recorded.stop();
  printVerdict(verdict, record.out, recorded.proxy);
  return verdict.exitCode;
}

async function run(argv: readonly string[]): Promise<number> {
  const plan = planSimulators(argv);
  if (plan.record !== undefined) return runRecorded(plan, plan.record);
  const log = plan.quiet ? undefined : (line: string): void => console.log(line);
  const stoppers: (() => Promise<void>)[] = [];
  let terminals: RunningTerminalSimulator[] = [];
  let gateway: RunningGatewaySimulator | undefined;
  try {
    terminals = await startTerminals({
      ...plan.terminals,
      options: { ...plan.terminals.options, ...(log === undefined ? {} : { log }) },
    });
    stoppers.push(...terminals.map((x) => () => x.stop()));
    if (plan.gateway !== undefined) {
      const g = await startGatewaySimulator({ ...plan.gateway, ...(log === undefined ? {} : { log }) });
      gateway = g;
      stoppers.push(() => g.stop());
    }
  } catch (e) {
    await Promise.all(stoppers.map((s) => s()));
    throw e;
  }
  for (const line of bannerLines(terminals, gateway)) console.log(line);
  console.log(`Ctrl-C stops.${plan.quiet ? '' : ' One line per request follows.'}`);
  const why = await untilStopped();
  console.log(`\n${why}: stopping the simulators...`);
  await Promise.all(stoppers.map((s) => s()));
  return 0;
}

export const simulate: Command = {
  name: 'simulate',
  summary: 'run the terminal and gateway simulators in the foreground, one line per request',
  help,
  run,
};
