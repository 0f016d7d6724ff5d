/**
 * The flags of `paycert proxy` (docs/proxy.md, "Flags"): its own, and
 * `paycert simulate`'s for the embedded simulators behind it (declared once,
 * simulators/simulatorFlags.ts), parsed with the one flag parser
 * (lib/support/cli/flags.ts) and checked before anything starts; a mistake
 * is one sentence naming the flag. Everything after `--` is the gate form's
 * command.
 */
import {
  allOutcomes,
  clientOutcomes,
  coverageOutcomes,
  recoveryOutcomes,
  warningOutcomes,
  type ClientOutcome,
} from '../lib/judging/client/clientJudge.js';
import { clientFeatures, parseFeatureList, type ClientFeature } from '../lib/judging/requirements/feature.js';
import { ConfigError } from '../lib/targets/config/configError.js';
import { envValue } from '../lib/targets/config/env.js';
import { DrillError, drillHelp, parseDrills, type Drill } from '../lib/judging/drills/drills.js';
import { defaultFolder } from '../lib/reporting/evidence/reportsFolder.js';
import { FlagError, flagInteger, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { gatewayFlags } from '../simulators/gateway/cli.js';
import type { GatewaySimulatorOptions } from '../simulators/gateway/index.js';
import { sharedSimulatorFlags, simulatorSettings } from '../simulators/simulatorFlags.js';
import { terminalFlags } from '../simulators/terminal/cli.js';
import type { TerminalSimulatorOptions } from '../simulators/terminal/index.js';
import type { RecordedSidePlan } from './recordSimulators.js';
import { defaultCaptureLimitBytes, defaultMaxRecordBytes } from './recordingProxy.js';

export interface ProxyPlan {
  /** The terminal side: an upstream, or the embedded simulator with its settings; undefined: none. */
  readonly terminal: RecordedSidePlan<TerminalSimulatorOptions> | undefined;
  readonly gateway: RecordedSidePlan<GatewaySimulatorOptions> | undefined;
  readonly out: string;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  /** `--features` (else PAYCERT_FEATURES): the features the application must use. */
  readonly features: readonly ClientFeature[];
  readonly maxRecordBytes: number;
  readonly captureLimitBytes: number;
  /** `--drill`: armed from the start, in the order given (docs/drills.md). */
  readonly drills: readonly Drill[];
  /** The gate form, `paycert proxy [flags] -- <command> [args...]`: the command and its arguments. */
  readonly command?: readonly string[];
}

/** `--drill`, shared with `paycert simulate` (docs/drills.md). */
export const drillFlag = {
  type: 'string',
  multiple: true,
  value: '<name[:ms],...>',
  help: `apply a transport fault to the next matching exchange, once per name given: ${drillHelp()} (docs/drills.md)`,
} as const;

export const requireOutcomesFlag = {
  type: 'string',
  value: '<all|list>',
  help: `all (every outcome reachable without a warning: all but ${warningOutcomes.join(', ')}), or a comma-separated list of the outcomes the application must reach (${clientOutcomes.slice(0, 2).join(', ')}, ..., all, ${warningOutcomes.join(', ')}; docs/client-report.md); drills adds every recovery from a drill (${recoveryOutcomes[0]}, ...; docs/drills.md)`,
} as const;

/** `--features`, shared with `paycert simulate --record`. */
export const featuresFlag = {
  type: 'string',
  value: '<list>',
  help: `the features the application must use, comma-separated (${clientFeatures.join(', ')}; default PAYCERT_FEATURES, else none): one never used makes the verdict INCOMPLETE. A feature never used has its requirements OUT OF SCOPE (docs/client-report.md)`,
} as const;

/** The proxy's own flags. */
export const proxyOwnFlags = {
  'terminal-upstream': {
    type: 'string',
    value: '<url>',
    help: 'the terminal to forward to (default: an embedded terminal simulator)',
  },
  'gateway-upstream': {
    type: 'string',
    value: '<url>',
    help: 'the gateway to forward to (default: an embedded gateway simulator)',
  },
  'no-terminal': { type: 'boolean', help: 'carry no terminal traffic' },
  'no-gateway': { type: 'boolean', help: 'carry no gateway traffic' },
  out: {
    type: 'string',
    value: '<dir>',
    help: 'the recording and the client report, relative to the working directory (default reports/client, below PAYCERT_REPORTS_DIR when set)',
  },
  'require-outcomes': requireOutcomesFlag,
  features: featuresFlag,
  'max-record-bytes': {
    type: 'string',
    value: '<n>',
    help: `the bound of exchanges.ndjson (default ${defaultMaxRecordBytes})`,
  },
  'capture-limit-bytes': {
    type: 'string',
    value: '<n>',
    help: `the bytes of each body the judge reads (default ${defaultCaptureLimitBytes})`,
  },
  drill: drillFlag,
} as const satisfies Flags;

const portHelp = (side: string, port: number): string =>
  `the proxy's ${side} port (default ${port}, in the gate form a free one; 0 = a free port); an embedded simulator takes a free port behind it`;

/** `paycert simulate`'s flags, for the embedded simulators; the ports are the proxy's. */
export const proxySimulatorFlags = {
  ...sharedSimulatorFlags,
  ...terminalFlags,
  terminals: {
    ...terminalFlags.terminals,
    help: 'how many terminals: 1 (default) or 0 (as --no-terminal); the proxy carries one',
  },
  'terminal-port': { ...terminalFlags['terminal-port'], help: portHelp('terminal', 8080) },
  ...gatewayFlags,
  'gateway-port': { ...gatewayFlags['gateway-port'], help: portHelp('gateway', 8090) },
} as const satisfies Flags;

export const proxyFlags = { ...proxyOwnFlags, ...proxySimulatorFlags } as const;

/** The flags that set one embedded simulator (its port is the proxy's). */
const simulatorOnly = {
  terminal: [...Object.keys(terminalFlags), 'data-dir'].filter(
    (k) => k !== 'terminal-port' && k !== 'terminals',
  ),
  gateway: Object.keys(gatewayFlags).filter((k) => k !== 'gateway-port'),
};

function url(flag: string, value: string): string {
  try {
    const u = new URL(value);
    if (u.protocol === 'http:' || u.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw new FlagError(`${flag} must be an http:// or https:// URL, got "${value.slice(0, 80)}"`);
}

/** `all` alone, or a list of outcomes where `all` and `drills` stand for their groups. */
export function parseRequireOutcomes(flag: string, value: string): 'all' | ClientOutcome[] {
  if (value === 'all') return 'all';
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const group = (n: string): readonly string[] =>
    n === 'all' ? allOutcomes : n === 'drills' ? recoveryOutcomes : [n];
  const expanded = [...new Set(names.flatMap(group))];
  const bad = expanded.find((n) => !(coverageOutcomes as readonly string[]).includes(n));
  if (bad !== undefined || names.length === 0)
    throw new FlagError(
      `${flag} takes "all" or outcomes from ${coverageOutcomes.join(', ')} ("all" in a list for every outcome but ${warningOutcomes.join(', ')}, "drills" for every recovery from a drill); got "${(bad ?? value).slice(0, 60)}"`,
    );
  return expanded as ClientOutcome[];
}

/** `--features`, else the configuration's PAYCERT_FEATURES, else none; an unknown name is one sentence naming its source. */
export function featuresOf(value: string | undefined): ClientFeature[] {
  if (value !== undefined) {
    try {
      return parseFeatureList('--features', value);
    } catch (e) {
      throw new FlagError(e instanceof Error ? e.message : String(e));
    }
  }
  const configured = envValue('PAYCERT_FEATURES');
  if (configured === undefined) return [];
  try {
    return parseFeatureList('PAYCERT_FEATURES', configured);
  } catch (e) {
    throw new ConfigError(e instanceof Error ? e.message : String(e));
  }
}

/** `--drill`, the same on `paycert proxy` and `paycert simulate` (docs/drills.md). */
export function drillsOf(values: readonly string[] | undefined): Drill[] {
  try {
    return (values ?? []).flatMap(parseDrills);
  } catch (e) {
    if (e instanceof DrillError) throw new FlagError(`--drill: ${e.message}`);
    throw e;
  }
}

/** Splits the gate form's `-- <command> [args...]` off the flags. */
function splitCommand(argv: readonly string[]): { own: readonly string[]; command?: readonly string[] } {
  const at = argv.indexOf('--');
  if (at === -1) return { own: argv };
  const command = argv.slice(at + 1);
  if (command.length === 0)
    throw new FlagError('-- must be followed by the command to run, e.g. paycert proxy -- npm test');
  return { own: argv.slice(0, at), command };
}

/** The plan; throws one sentence naming the flag. */
export function parseProxyFlags(argv: readonly string[]): ProxyPlan {
  const { own, command } = splitCommand(argv);
  const { values: v } = parseFlags(proxyFlags, own);
  const settings = simulatorSettings(v);
  if (settings.terminals.count > 1)
    throw new FlagError('--terminals: the proxy carries one terminal (1, or 0 for none)');
  const terminal = v['no-terminal'] !== true && settings.terminals.count === 1;
  const gateway = v['no-gateway'] !== true;
  const terminalUpstream =
    v['terminal-upstream'] === undefined ? undefined : url('--terminal-upstream', v['terminal-upstream']);
  const gatewayUpstream =
    v['gateway-upstream'] === undefined ? undefined : url('--gateway-upstream', v['gateway-upstream']);
  if (!terminal && !gateway) throw new FlagError('--no-terminal and --no-gateway leave nothing to carry');
  if (!terminal && terminalUpstream !== undefined)
    throw new FlagError('--terminal-upstream contradicts --no-terminal');
  if (!gateway && gatewayUpstream !== undefined)
    throw new FlagError('--gateway-upstream contradicts --no-gateway');
  const given = (names: readonly string[]): string | undefined =>
    names.find((n) => (v as Record<string, unknown>)[n] !== undefined);
  for (const [side, upstream] of [
    ['terminal', terminalUpstream],
    ['gateway', gatewayUpstream],
  ] as const) {
    const flag = upstream === undefined ? undefined : given(simulatorOnly[side]);
    if (flag !== undefined)
      throw new FlagError(`--${flag} sets the embedded ${side} simulator: it contradicts --${side}-upstream`);
  }
  const shared = given(['seed', 'personality']);
  if (
    shared !== undefined &&
    (!terminal || terminalUpstream !== undefined) &&
    (!gateway || gatewayUpstream !== undefined)
  )
    throw new FlagError(`--${shared} sets the embedded simulators, and no side has one`);
  // The gate form takes free ports unless told: two gates on one machine never collide.
  const fallback = command === undefined ? { terminal: 8080, gateway: 8090 } : { terminal: 0, gateway: 0 };
  const { port: givenTerminalPort, ...terminalSimulator } = settings.terminals.options;
  const { port: givenGatewayPort, ...gatewaySimulator } = settings.gateway;
  const terminalPort = givenTerminalPort ?? fallback.terminal;
  const gatewayPort = givenGatewayPort ?? fallback.gateway;
  if (terminal && gateway && terminalPort !== 0 && terminalPort === gatewayPort)
    throw new FlagError(`--gateway-port ${gatewayPort} is already the terminal's port`);
  return {
    terminal: !terminal
      ? undefined
      : terminalUpstream === undefined
        ? { simulator: terminalSimulator, port: terminalPort }
        : { upstream: terminalUpstream, port: terminalPort },
    gateway: !gateway
      ? undefined
      : gatewayUpstream === undefined
        ? { simulator: gatewaySimulator, port: gatewayPort }
        : { upstream: gatewayUpstream, port: gatewayPort },
    out: v.out ?? defaultFolder('client'),
    requireOutcomes:
      v['require-outcomes'] === undefined
        ? []
        : parseRequireOutcomes('--require-outcomes', v['require-outcomes']),
    features: featuresOf(v.features),
    maxRecordBytes:
      v['max-record-bytes'] === undefined
        ? defaultMaxRecordBytes
        : flagInteger('--max-record-bytes', v['max-record-bytes'], 4096, 2 ** 45),
    captureLimitBytes:
      v['capture-limit-bytes'] === undefined
        ? defaultCaptureLimitBytes
        : flagInteger('--capture-limit-bytes', v['capture-limit-bytes'], 1, 2 ** 30),
    drills: drillsOf(v.drill),
    ...(command === undefined ? {} : { command }),
  };
}
