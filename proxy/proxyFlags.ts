/**
 * The flags of `paycert proxy` (docs/proxy.md, "Flags"), parsed with the one
 * flag parser (lib/support/cli/flags.ts) and checked before anything starts; a
 * mistake is one sentence naming the flag.
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
  /** `--features` (else PAYCERT_FEATURES): the features the application must use. */
  readonly features: readonly ClientFeature[];
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
  help: `all (every outcome reachable without a warning: all but ${warningOutcomes.join(', ')}), or a comma-separated list of the outcomes the application must reach (${clientOutcomes.slice(0, 2).join(', ')}, ..., all, ${warningOutcomes.join(', ')}; docs/client-report.md); drills adds every recovery from a drill (${recoveryOutcomes[0]}, ...; docs/drills.md)`,
} as const;

/** `--features`, shared with `paycert simulate --record`. */
export const featuresFlag = {
  type: 'string',
  value: '<list>',
  help: `the features the application must use, comma-separated (${clientFeatures.join(', ')}; default PAYCERT_FEATURES, else none): one never used makes the verdict INCOMPLETE. A feature never used has its requirements OUT OF SCOPE (docs/client-report.md)`,
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
    features: featuresOf(v.features),
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
