/**
 * The flags of `paycert proxy` (docs/proxy.md, "Flags"), parsed with the one
 * flag parser (lib/support/cli/flags.ts) and checked before anything starts; a
 * mistake is one sentence naming the flag.
 */
import {
  clientOutcomes,
  coverageOutcomes,
  recoveryOutcomes,
  type ClientOutcome,
} from '../lib/judging/client/clientJudge.js';
import { DrillError, drillHelp, parseDrills, type Drill } from '../lib/judging/drills/drills.js';
import { FlagError, flagInteger, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { parsePersonality, type PersonalityName } from '../simulators/terminal/personality/personalities.js';
import { defaultCaptureLimitBytes, defaultMaxRecordBytes } from './recordingProxy.js';

export interface PlannedSide {
  /** Undefined: the embedded simulator. */
  readonly upstream: string | undefined;
  readonly port: number;
}

export interface ProxyPlan {
  readonly terminal: PlannedSide | undefined;
  readonly gateway: PlannedSide | undefined;
  readonly out: string;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  readonly maxRecordBytes: number;
  readonly captureLimitBytes: number;
  /** Personality of the embedded simulators. */
  readonly personality: PersonalityName;
  /** `--drill`: armed from the start, in the order given (docs/drills.md). */
  readonly drills: readonly Drill[];
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
  help: `all, or a comma-separated list of the outcomes the application must reach (${clientOutcomes.slice(0, 2).join(', ')}, ...; docs/client-report.md); drills adds every recovery from a drill (${recoveryOutcomes[0]}, ...; docs/drills.md)`,
} as const;

export const proxyFlags = {
  'terminal-upstream': {
    type: 'string',
    value: '<url>',
    help: 'the terminal to forward to (default: an embedded terminal simulator)',
  },
  'terminal-port': {
    type: 'string',
    value: '<port>',
    help: "the proxy's terminal port (default 8080; 0 = a free port)",
  },
  'gateway-upstream': {
    type: 'string',
    value: '<url>',
    help: 'the gateway to forward to (default: an embedded gateway simulator)',
  },
  'gateway-port': {
    type: 'string',
    value: '<port>',
    help: "the proxy's gateway port (default 8090; 0 = a free port)",
  },
  'no-terminal': { type: 'boolean', help: 'carry no terminal traffic' },
  'no-gateway': { type: 'boolean', help: 'carry no gateway traffic' },
  out: {
    type: 'string',
    value: '<dir>',
    help: 'the recording and the client report, relative to the working directory (default reports/client)',
  },
  'require-outcomes': requireOutcomesFlag,
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
  personality: {
    type: 'string',
    value: '<reference|field>',
    help: "the embedded simulators' personality (default reference; docs/personalities.md)",
  },
} as const satisfies Flags;

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
    n === 'all' ? clientOutcomes : n === 'drills' ? recoveryOutcomes : [n];
  const expanded = [...new Set(names.flatMap(group))];
  const bad = expanded.find((n) => !(coverageOutcomes as readonly string[]).includes(n));
  if (bad !== undefined || names.length === 0)
    throw new FlagError(
      `${flag} takes "all" or outcomes from ${coverageOutcomes.join(', ')}, or "drills" for every recovery from a drill; got "${(bad ?? value).slice(0, 60)}"`,
    );
  return expanded as ClientOutcome[];
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

/** The plan; throws one sentence naming the flag. */
export function parseProxyFlags(argv: readonly string[]): ProxyPlan {
  const { values: v } = parseFlags(proxyFlags, argv);
  const terminal = v['no-terminal'] !== true;
  const gateway = v['no-gateway'] !== true;
  const port = (flag: 'terminal-port' | 'gateway-port', fallback: number): number => {
    const value = v[flag];
    return value === undefined ? fallback : flagInteger(`--${flag}`, value, 0, 65535);
  };
  const terminalPort = port('terminal-port', 8080);
  const gatewayPort = port('gateway-port', 8090);
  const terminalUpstream =
    v['terminal-upstream'] === undefined ? undefined : url('--terminal-upstream', v['terminal-upstream']);
  const gatewayUpstream =
    v['gateway-upstream'] === undefined ? undefined : url('--gateway-upstream', v['gateway-upstream']);
  if (!terminal && !gateway) throw new FlagError('--no-terminal and --no-gateway leave nothing to carry');
  if (!terminal && terminalUpstream !== undefined)
    throw new FlagError('--terminal-upstream contradicts --no-terminal');
  if (!gateway && gatewayUpstream !== undefined)
    throw new FlagError('--gateway-upstream contradicts --no-gateway');
  if (terminal && gateway && terminalPort !== 0 && terminalPort === gatewayPort)
    throw new FlagError(`--gateway-port ${gatewayPort} is already the terminal's port`);
  return {
    terminal: terminal ? { upstream: terminalUpstream, port: terminalPort } : undefined,
    gateway: gateway ? { upstream: gatewayUpstream, port: gatewayPort } : undefined,
    out: v.out ?? 'reports/client',
    requireOutcomes:
      v['require-outcomes'] === undefined
        ? []
        : parseRequireOutcomes('--require-outcomes', v['require-outcomes']),
    maxRecordBytes:
      v['max-record-bytes'] === undefined
        ? defaultMaxRecordBytes
        : flagInteger('--max-record-bytes', v['max-record-bytes'], 4096, 2 ** 45),
    captureLimitBytes:
      v['capture-limit-bytes'] === undefined
        ? defaultCaptureLimitBytes
        : flagInteger('--capture-limit-bytes', v['capture-limit-bytes'], 1, 2 ** 30),
    personality: parsePersonality(v.personality, '--personality'),
    drills: drillsOf(v.drill),
  };
}
