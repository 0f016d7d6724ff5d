/**
 * The flags of `npm run proxy` (docs/proxy.md, "Flags"), parsed and checked
 * before anything starts; a mistake is one sentence naming the flag.
 */
import { clientOutcomes, type ClientOutcome } from '../lib/client/clientJudge.js';
import { flagInteger, flagTokens } from '../simulators/kit/flags.js';
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

/** The plan, or 'help'; throws one sentence naming the flag. */
export function parseProxyFlags(argv: readonly string[]): ProxyPlan | 'help' {
  let terminalUpstream: string | undefined;
  let gatewayUpstream: string | undefined;
  let terminalPort = 8080;
  let gatewayPort = 8090;
  let terminal = true;
  let gateway = true;
  let out = 'reports/client';
  let requireOutcomes: 'all' | ClientOutcome[] = [];
  let maxRecordBytes = defaultMaxRecordBytes;
  let captureLimitBytes = defaultCaptureLimitBytes;
  let personality: PersonalityName = 'reference';
  for (const token of flagTokens(argv)) {
    const { flag } = token;
    if (flag === '--help' || flag === '-h') return 'help';
    else if (flag === '--terminal-upstream') terminalUpstream = url(flag, token.take());
    else if (flag === '--gateway-upstream') gatewayUpstream = url(flag, token.take());
    else if (flag === '--terminal-port') terminalPort = flagInteger(flag, token.take(), 0, 65535);
    else if (flag === '--gateway-port') gatewayPort = flagInteger(flag, token.take(), 0, 65535);
    else if (flag === '--no-terminal') terminal = false;
    else if (flag === '--no-gateway') gateway = false;
    else if (flag === '--out') out = token.take();
    else if (flag === '--require-outcomes') requireOutcomes = parseRequireOutcomes(flag, token.take());
    else if (flag === '--max-record-bytes') maxRecordBytes = flagInteger(flag, token.take(), 4096, 2 ** 45);
    else if (flag === '--capture-limit-bytes')
      captureLimitBytes = flagInteger(flag, token.take(), 1, 2 ** 30);
    else if (flag === '--personality') personality = parsePersonality(token.take(), flag);
    else throw new Error(`unknown flag ${token.raw.slice(0, 60)} (see --help)`);
  }
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
    out,
    requireOutcomes,
    maxRecordBytes,
    captureLimitBytes,
    personality,
  };
}
