/**
 * The flags of `npm run proxy` (docs/proxy.md, "Flags"), read by Node's
 * util.parseArgs and checked before anything starts; a mistake is one
 * sentence naming the flag.
 */
import { parseArgs } from 'node:util';
import { clientOutcomes, type ClientOutcome } from '../lib/client/clientJudge.js';
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
}

export const proxyUsage = `Usage: npm run proxy -- [flags]

Puts a recording proxy on 127.0.0.1 between your application and the terminal
and gateway (or the embedded simulators), records every exchange redacted into
<out>/exchanges.ndjson and, on Ctrl-C or SIGTERM, writes the client report
(verdict.json, conformance.{json,md,html}, manifest.json) into <out> and exits
with the verdict's exit code (0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE).
See docs/proxy.md.

  --terminal-upstream <url>   the terminal to forward to (default: an embedded simulator)
  --terminal-port <port>      the proxy's terminal port (default 8080; 0 = a free port)
  --gateway-upstream <url>    the gateway to forward to (default: an embedded simulator)
  --gateway-port <port>       the proxy's gateway port (default 8090; 0 = a free port)
  --no-terminal               carry no terminal traffic
  --no-gateway                carry no gateway traffic
  --out <dir>                 recording and client report (default reports/client)
  --require-outcomes <list>   all, or a comma-separated list of outcomes the
                              application must meet (${clientOutcomes[0]}, ...)
  --max-record-bytes <n>      bound of exchanges.ndjson (default ${defaultMaxRecordBytes})
  --capture-limit-bytes <n>   bytes of each body the judge reads (default ${defaultCaptureLimitBytes})
  --personality <name>        reference (default) or field: the embedded simulators'
  --help                      this text

Environment: GATEWAY_API_KEY (Hashes of a gateway upstream are judged with it),
TERMINAL_PASSWORD or TERMINAL_AUTH_HEADER (erased from every output). Read only
to judge and to redact; never written.`;

function url(flag: string, value: string): string {
  try {
    const u = new URL(value);
    if (u.protocol === 'http:' || u.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw new Error(`${flag} must be an http:// or https:// URL, got "${value.slice(0, 80)}"`);
}

export function parseRequireOutcomes(flag: string, value: string): 'all' | ClientOutcome[] {
  if (value === 'all') return 'all';
  const names = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const bad = names.find((n) => !(clientOutcomes as readonly string[]).includes(n));
  if (bad !== undefined || names.length === 0)
    throw new Error(
      `${flag} takes "all" or outcomes from ${clientOutcomes.join(', ')}; got "${(bad ?? value).slice(0, 60)}"`,
    );
  return names as ClientOutcome[];
}

/** A whole number from min to max, or an error naming the flag and the rule. */
function integer(
  flag: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new Error(`${flag} must be an integer from ${min} to ${max}, got "${value.slice(0, 40)}"`);
  return Number(value);
}

const options = {
  help: { type: 'boolean', short: 'h' },
  'terminal-upstream': { type: 'string' },
  'gateway-upstream': { type: 'string' },
  'terminal-port': { type: 'string' },
  'gateway-port': { type: 'string' },
  'no-terminal': { type: 'boolean' },
  'no-gateway': { type: 'boolean' },
  out: { type: 'string' },
  'require-outcomes': { type: 'string' },
  'max-record-bytes': { type: 'string' },
  'capture-limit-bytes': { type: 'string' },
  personality: { type: 'string' },
} as const;

/** parseArgs's own refusals, in the words of the other commands: the flag named, one sentence. */
function readArgs(
  argv: readonly string[],
): ReturnType<typeof parseArgs<{ options: typeof options }>>['values'] {
  try {
    const { values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false });
    const empty = Object.entries(values).find(([, value]) => value === '');
    if (empty !== undefined)
      throw Object.assign(new Error(`'--${empty[0]}'`), { code: 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' });
    return values;
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    const flag = /'(-[^' ]+)/.exec(text)?.[1] ?? /(--?\S+)/.exec(text)?.[1] ?? '';
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new Error(`${flag} needs a value`);
    throw new Error(`unknown flag ${flag.slice(0, 60) || text.slice(0, 60)} (see --help)`);
  }
}

/** The plan, or 'help'; throws one sentence naming the flag. */
export function parseProxyFlags(argv: readonly string[]): ProxyPlan | 'help' {
  const v = readArgs(argv);
  if (v.help === true) return 'help';
  const terminal = v['no-terminal'] !== true;
  const gateway = v['no-gateway'] !== true;
  const terminalUpstream =
    v['terminal-upstream'] === undefined ? undefined : url('--terminal-upstream', v['terminal-upstream']);
  const gatewayUpstream =
    v['gateway-upstream'] === undefined ? undefined : url('--gateway-upstream', v['gateway-upstream']);
  const terminalPort = integer('--terminal-port', v['terminal-port'], 8080, 0, 65535);
  const gatewayPort = integer('--gateway-port', v['gateway-port'], 8090, 0, 65535);
  if (!terminal && !gateway) throw new Error('--no-terminal and --no-gateway leave nothing to carry');
  if (!terminal && terminalUpstream !== undefined)
    throw new Error('--terminal-upstream contradicts --no-terminal');
  if (!gateway && gatewayUpstream !== undefined)
    throw new Error('--gateway-upstream contradicts --no-gateway');
  if (terminal && gateway && terminalPort !== 0 && terminalPort === gatewayPort)
    throw new Error(`--gateway-port ${gatewayPort} is already the terminal's port`);
  return {
    terminal: terminal ? { upstream: terminalUpstream, port: terminalPort } : undefined,
    gateway: gateway ? { upstream: gatewayUpstream, port: gatewayPort } : undefined,
    out: v.out ?? 'reports/client',
    requireOutcomes:
      v['require-outcomes'] === undefined
        ? []
        : parseRequireOutcomes('--require-outcomes', v['require-outcomes']),
    maxRecordBytes: integer(
      '--max-record-bytes',
      v['max-record-bytes'],
      defaultMaxRecordBytes,
      4096,
      2 ** 45,
    ),
    captureLimitBytes: integer(
      '--capture-limit-bytes',
      v['capture-limit-bytes'],
      defaultCaptureLimitBytes,
      1,
      2 ** 30,
    ),
    personality: v.personality === undefined ? 'reference' : parsePersonality(v.personality, '--personality'),
  };
}
