/**
 * `paycert replay <recording folder>`: an application's recorded session
 * (the proxy's exchanges.ndjson) sent again to another terminal and gateway,
 * and what changed per exchange (docs/replay.md). Flags and wiring only; the
 * work is in lib/judging/replay/.
 */
import { FlagError, flagHelp, helpParagraph, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { credentials } from '../lib/targets/config/terminalConfig.js';
import { envValue } from '../lib/targets/config/env.js';
import { readRecording } from '../lib/judging/replay/recording.js';
import {
  buildReplayReport,
  renderReplaySummary,
  writeReplayReport,
} from '../lib/judging/replay/replayReport.js';
import { replaySession } from '../lib/judging/replay/replaySession.js';
import { defaultFolder } from '../lib/reporting/evidence/reportsFolder.js';
import { prepareOutDir } from '../proxy/prepareOutDir.js';
import {
  startEmbeddedGateway,
  startEmbeddedTerminal,
  type EmbeddedUpstream,
} from '../proxy/embeddedUpstreams.js';
import { defaultConfiguration } from '../simulators/gateway/configuration.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import type { Command } from './command.js';

const replayFlags = {
  terminal: {
    type: 'string',
    value: '<url>',
    help: 'the terminal to replay the terminal side to (default: a fresh embedded simulator)',
  },
  gateway: {
    type: 'string',
    value: '<url>',
    help: 'the gateway to replay the gateway side to (default: a fresh embedded simulator)',
  },
  'fail-on': {
    type: 'string',
    value: 'must|any',
    help: 'exit 1 on any change (any, the default) or only on a MUST-breaking one (must)',
  },
  out: {
    type: 'string',
    value: '<dir>',
    help: 'where replay.json and replay.md go (default reports/replay, below PAYCERT_REPORTS_DIR when set)',
  },
} as const satisfies Flags;

const help = `Usage: paycert replay [recording folder] [flags]

${helpParagraph(
  "Sends an application's recorded session (the proxy's exchanges.ndjson) to another terminal and " +
    'gateway, in order, with ids mapped and pauses kept, secrets from the environment, each masked card ' +
    'number replaced by a test card of its scheme and the Hash recomputed; then reports per exchange ' +
    'what changed (status codes, document shapes, enumeration values, screens, receipt layout, latency), ' +
    'each change MUST-breaking or where the spec is silent. The recording folder defaults to ' +
    'reports/client, where paycert proxy records. See docs/replay.md.',
)}

${flagHelp(replayFlags)}

${helpParagraph(
  'Environment (and ./.env): TERMINAL_USERNAME and TERMINAL_PASSWORD, or TERMINAL_AUTH_HEADER (default: ' +
    "the simulator's test credentials); GATEWAY_API_KEY (default: the simulator's test key) and " +
    'GATEWAY_CONFIGURATION_ID (default: as recorded). Read to send and to redact; never written.',
)}

Exit status: 0 nothing changed, 1 something changed (with --fail-on must: a MUST-breaking change),
2 bad arguments, an unreadable recording or an unreachable target.`;

function url(flag: string, v: string | undefined): string | undefined {
  if (v === undefined) return undefined;
  try {
    const u = new URL(v);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.origin;
  } catch {
    // said below
  }
  throw new FlagError(`--${flag} must be an http:// or https:// URL, got "${v.slice(0, 60)}"`);
}

function terminalCredentials() {
  const set = (['TERMINAL_AUTH_HEADER', 'TERMINAL_USERNAME', 'TERMINAL_PASSWORD'] as const).some(
    (n) => envValue(n) !== undefined,
  );
  return set
    ? credentials()
    : { kind: 'basic' as const, username: DEFAULT_USERNAME, password: DEFAULT_PASSWORD };
}

async function run(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseFlags(replayFlags, argv, { positionals: true });
  // Default: where `paycert proxy` records by default.
  const [folder = defaultFolder('client'), ...rest] = positionals;
  if (rest.length > 0)
    throw new FlagError(`expected one recording folder, got ${positionals.length} arguments (see --help)`);
  const failOn = values['fail-on'] ?? 'any';
  if (failOn !== 'any' && failOn !== 'must')
    throw new FlagError(`--fail-on must be "must" or "any", got "${failOn.slice(0, 40)}"`);
  const out = values.out ?? defaultFolder('replay');
  const xs = readRecording(folder);
  const wants = (side: 'terminal' | 'gateway') => xs.some((x) => x.side === side);
  let terminalUrl = url('terminal', values.terminal);
  let gatewayUrl = url('gateway', values.gateway);
  prepareOutDir(out, '--out', 'replay');
  const embedded: EmbeddedUpstream[] = [];
  try {
    if (terminalUrl === undefined && wants('terminal')) {
      const t = await startEmbeddedTerminal();
      embedded.push(t);
      terminalUrl = t.url;
    }
    if (gatewayUrl === undefined && wants('gateway')) {
      const g = await startEmbeddedGateway();
      embedded.push(g);
      gatewayUrl = g.url;
    }
    const terminal =
      terminalUrl === undefined ? undefined : { url: terminalUrl, credentials: terminalCredentials() };
    const apiKey = envValue('GATEWAY_API_KEY') ?? defaultConfiguration.apiKeys[0] ?? '';
    const configurationId = envValue('GATEWAY_CONFIGURATION_ID');
    const gateway =
      gatewayUrl === undefined
        ? undefined
        : { url: gatewayUrl, apiKey, ...(configurationId === undefined ? {} : { configurationId }) };
    const secrets = [
      apiKey,
      ...(terminal === undefined
        ? []
        : terminal.credentials.kind === 'basic'
          ? [terminal.credentials.password]
          : [terminal.credentials.value]),
    ];
    const startedAt = new Date();
    console.log(`paycert replay: ${xs.length} exchanges of ${folder}`);
    const { exchanges, screens } = await replaySession(xs, {
      ...(terminal === undefined ? {} : { terminal }),
      ...(gateway === undefined ? {} : { gateway }),
      secrets,
      log: (line) => console.error(line),
    });
    const report = buildReplayReport(
      folder,
      {
        ...(terminalUrl === undefined
          ? {}
          : { terminal: values.terminal === undefined ? 'embedded simulator' : terminalUrl }),
        ...(gatewayUrl === undefined
          ? {}
          : { gateway: values.gateway === undefined ? 'embedded simulator' : gatewayUrl }),
      },
      startedAt,
      xs,
      exchanges,
      screens,
    );
    writeReplayReport(out, report, secrets);
    console.log(renderReplaySummary(report, { reportsDir: out }));
    if (report.outcome === 'unchanged') return 0;
    return failOn === 'must' && report.outcome !== 'must-breaking' ? 0 : 1;
  } finally {
    await Promise.all(embedded.map((e) => e.stop()));
  }
}

export const replay: Command = {
  name: 'replay',
  summary: "send an application's recorded session to another target; exit 1 when something changed",
  help,
  run,
};
