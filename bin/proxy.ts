/**
 * `paycert proxy`: the recording proxy in front of the integrator's
 * terminal and gateway (or the embedded simulators) until Ctrl-C or
 * SIGTERM, then the client report and the verdict's exit code. Flags only;
 * behaviour lives in proxy/. See docs/proxy.md.
 */
import { flagHelp, helpParagraph } from '../lib/support/cli/flags.js';
import { envValue } from '../lib/targets/config/env.js';
import { defaultConfiguration } from '../simulators/gateway/configuration.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import {
  embeddedLabel,
  startEmbeddedGateway,
  startEmbeddedTerminal,
  type EmbeddedUpstream,
} from '../proxy/embeddedUpstreams.js';
import { parseProxyFlags, proxyFlags, type PlannedSide } from '../proxy/proxyFlags.js';
import { printVerdict } from '../proxy/printVerdict.js';
import { startRecordingSession, type SessionSide } from '../proxy/recordingSession.js';
import type { Command } from './command.js';
import { untilStopped } from './untilStopped.js';

const help = `Usage: paycert proxy [flags]

${helpParagraph(
  'Puts a recording proxy on 127.0.0.1 between your application and the terminal and gateway (or ' +
    'the embedded simulators), records every exchange redacted into <out>/exchanges.ndjson and, on ' +
    'Ctrl-C or SIGTERM, writes the client report (verdict.json, conformance.{json,md,html}, ' +
    "manifest.json) into <out> and exits with the verdict's exit code (0 PASS, 1 FAIL, 2 ERROR, " +
    '3 INCOMPLETE). See docs/proxy.md.',
)}

${flagHelp(proxyFlags)}

${helpParagraph(
  'Environment (and ./.env): GATEWAY_API_KEY (the Hashes sent to a gateway upstream are judged ' +
    'with it), TERMINAL_PASSWORD or TERMINAL_AUTH_HEADER (erased from every output). Read only to ' +
    'judge and to redact; never written. PAYCERT_FEATURES: the features the application must use, ' +
    'when --features is not given.',
)}`;

/** The terminal's credential as the environment gives it (a header's value after the colon). */
function terminalSecrets(): string[] {
  const header = envValue('TERMINAL_AUTH_HEADER');
  const value = header === undefined ? undefined : header.slice(header.indexOf(':') + 1).trim();
  return [envValue('TERMINAL_PASSWORD'), value].filter((s): s is string => s !== undefined && s !== '');
}

async function run(argv: readonly string[]): Promise<number> {
  const plan = parseProxyFlags(argv);
  const embedded: EmbeddedUpstream[] = [];
  const side = async (
    planned: PlannedSide | undefined,
    start: () => Promise<EmbeddedUpstream>,
  ): Promise<SessionSide | undefined> => {
    if (planned === undefined) return undefined;
    if (planned.upstream !== undefined)
      return { upstream: planned.upstream, port: planned.port, label: planned.upstream };
    const e = await start();
    embedded.push(e);
    return { upstream: e.url, port: planned.port, label: embeddedLabel };
  };
  const personality = plan.personality;
  try {
    const terminal = await side(plan.terminal, () =>
      startEmbeddedTerminal({ personality, autoPresent: { delayMs: 1500 } }),
    );
    const gateway = await side(plan.gateway, () => startEmbeddedGateway({ personality }));
    const envKey = envValue('GATEWAY_API_KEY');
    const embeddedGateway = gateway?.label === embeddedLabel ? embedded.at(-1) : undefined;
    const session = await startRecordingSession({
      ...(terminal === undefined ? {} : { terminal }),
      ...(gateway === undefined ? {} : { gateway }),
      out: plan.out,
      outFlag: '--out',
      requireOutcomes: plan.requireOutcomes,
      features: plan.features,
      maxRecordBytes: plan.maxRecordBytes,
      captureLimitBytes: plan.captureLimitBytes,
      drills: plan.drills,
      gatewayApiKeys: embeddedGateway?.apiKeys ?? (envKey === undefined ? [] : [envKey]),
      secrets: [
        ...embedded.flatMap((e) => e.secrets),
        ...terminalSecrets(),
        ...(envKey === undefined ? [] : [envKey]),
      ],
    });
    for (const [name, s] of [
      ['terminal', terminal],
      ['gateway', gateway],
    ] as const) {
      if (s === undefined) continue;
      // The embedded simulators' credentials are test values: printed so the application can be pointed at them.
      const accepts =
        s.label !== embeddedLabel
          ? ''
          : name === 'terminal'
            ? `; it accepts HTTP Basic ${DEFAULT_USERNAME} / ${DEFAULT_PASSWORD}`
            : `; it accepts ConfigurationId ${defaultConfiguration.id}, API key ${defaultConfiguration.apiKeys.join(' or ')}`;
      const target = s.label === embeddedLabel ? `${embeddedLabel} (${personality})${accepts}` : s.upstream;
      console.log(`paycert proxy: ${name} listening ${session.proxy.urls[name] ?? ''} -> ${target}`);
    }
    console.log(
      `paycert proxy: recording into ${plan.out}; Ctrl-C or SIGTERM writes the client report there.`,
    );
    const why = await untilStopped();
    const { inFlight } = session.proxy.stats();
    console.log(
      `\n${why}: stopping the proxy${inFlight > 0 ? `, waiting up to 10 s for ${inFlight} exchange(s) in flight` : ''}...`,
    );
    const verdict = await session.end(10_000);
    printVerdict(verdict, plan.out, session.proxy);
    return verdict.exitCode;
  } finally {
    await Promise.all(embedded.map((e) => e.stop()));
  }
}

export const proxy: Command = {
  name: 'proxy',
  summary: "record and judge your application's traffic; exit status: the client verdict",
  help,
  run,
};
