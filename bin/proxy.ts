/**
 * `npm run proxy`: the recording proxy in front of the integrator's
 * terminal and gateway (or the embedded simulators) until Ctrl-C or
 * SIGTERM, then the client report and the verdict's exit code. Flags only;
 * behaviour lives in proxy/. See docs/proxy.md.
 */
import { envValue } from '../lib/config/env.js';
import {
  embeddedLabel,
  startEmbeddedGateway,
  startEmbeddedTerminal,
  type EmbeddedUpstream,
} from '../proxy/embeddedUpstreams.js';
import { parseProxyFlags, proxyUsage, type PlannedSide } from '../proxy/proxyFlags.js';
import { printVerdict } from '../proxy/printVerdict.js';
import { startRecordingSession, type SessionSide } from '../proxy/recordingSession.js';

const embedded: EmbeddedUpstream[] = [];
const stopEmbedded = (): Promise<unknown> => Promise.all(embedded.map((e) => e.stop()));

async function side(
  planned: PlannedSide | undefined,
  start: () => Promise<EmbeddedUpstream>,
): Promise<SessionSide | undefined> {
  if (planned === undefined) return undefined;
  if (planned.upstream !== undefined)
    return { upstream: planned.upstream, port: planned.port, label: planned.upstream };
  const e = await start();
  embedded.push(e);
  return { upstream: e.url, port: planned.port, label: embeddedLabel };
}

/** The terminal's credential as the environment gives it (a header's value after the colon). */
function terminalSecrets(): string[] {
  const header = envValue('TERMINAL_AUTH_HEADER');
  const value = header === undefined ? undefined : header.slice(header.indexOf(':') + 1).trim();
  return [envValue('TERMINAL_PASSWORD'), value].filter((s): s is string => s !== undefined && s !== '');
}

async function main(): Promise<number> {
  const plan = parseProxyFlags(process.argv.slice(2));
  if (plan === 'help') {
    console.log(proxyUsage);
    return 0;
  }
  const personality = plan.personality;
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
    maxRecordBytes: plan.maxRecordBytes,
    captureLimitBytes: plan.captureLimitBytes,
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
    const target =
      s.label === embeddedLabel ? `${embeddedLabel} (${personality}) at ${s.upstream}` : s.upstream;
    console.log(`paycert proxy: ${name} listening ${session.proxy.urls[name] ?? ''} -> ${target}`);
  }
  console.log(`paycert proxy: recording into ${plan.out}; Ctrl-C or SIGTERM writes the client report there.`);
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  const { inFlight } = session.proxy.stats();
  console.log(
    `\n${signal}: stopping the proxy${inFlight > 0 ? `, waiting up to 10 s for ${inFlight} exchange(s) in flight` : ''}...`,
  );
  const verdict = await session.end(10_000);
  await stopEmbedded();
  printVerdict(verdict, plan.out, session.proxy);
  return verdict.exitCode;
}

main().then(
  (code) => process.exit(code),
  async (e: unknown) => {
    await stopEmbedded();
    console.error(`proxy: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  },
);
