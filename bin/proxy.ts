/**
 * `paycert proxy`: the recording proxy in front of the integrator's
 * terminal and gateway (or the embedded simulators, which take `paycert
 * simulate`'s flags), then the client report and the verdict's exit code.
 * Until Ctrl-C or SIGTERM; or, in the gate form `paycert proxy [flags] --
 * <command> [args...]`, while the command runs with the environment naming
 * the proxy. Flags and wiring only; behaviour lives in proxy/. See
 * docs/proxy.md.
 */
import { flagHelp, helpParagraph } from '../lib/support/cli/flags.js';
import { envValue, loadEnv } from '../lib/targets/config/env.js';
import { embeddedLabel } from '../proxy/embeddedUpstreams.js';
import { runGateCommand } from '../proxy/gateCommand.js';
import { gateEnvironment } from '../proxy/gateEnvironment.js';
import { parseProxyFlags, proxyOwnFlags, proxySimulatorFlags } from '../proxy/proxyFlags.js';
import { printVerdict } from '../proxy/printVerdict.js';
import { recordSimulators, type RecordedRun } from '../proxy/recordSimulators.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import type { Command } from './command.js';
import { untilStopped } from './untilStopped.js';

const help = `Usage: paycert proxy [flags] [-- <command> [args...]]

${helpParagraph(
  'Puts a recording proxy on 127.0.0.1 between your application and the terminal and gateway (or ' +
    'the embedded simulators), records every exchange redacted into <out>/exchanges.ndjson and, on ' +
    'Ctrl-C or SIGTERM, writes the client report (verdict.json, conformance.{json,md,html}, ' +
    "manifest.json) into <out> and exits with the verdict's exit code (0 PASS, 1 FAIL, 2 ERROR, " +
    '3 INCOMPLETE). See docs/proxy.md.',
)}

${helpParagraph(
  'The gate form, paycert proxy [flags] -- <command> [args...], puts the proxy on free ports (unless ' +
    'given), runs the command (your tests) with TERMINAL_URL, TERMINAL_USERNAME, TERMINAL_PASSWORD, ' +
    'GATEWAY_URL, GATEWAY_API_KEY and GATEWAY_CONFIGURATION_ID naming the proxy and PAYCERT_GATE set ' +
    "(startSimulators() from paycert's API then hands out the gate's simulators), waits for it, writes " +
    "the client report and exits with the command's status when it failed, else with the verdict's. " +
    'A SIGINT or SIGTERM is passed to the command; the report is still written.',
)}

${flagHelp(proxyOwnFlags)}

${flagHelp(proxySimulatorFlags, "Embedded simulators (paycert simulate's flags; the ports are the proxy's):")}

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

/** One line per side: where the application talks, and what is behind (test credentials, printed on purpose). */
function sideLines(run: RecordedRun): string[] {
  const lines: string[] = [];
  const t = run.terminal;
  if (t !== undefined) {
    const o = t.simulator?.options;
    const target =
      o === undefined
        ? t.upstream
        : `${embeddedLabel} (${o.personality ?? 'reference'}, clock speed ${o.clockSpeed ?? 1}, seed ${o.seed}); it accepts ${
            o.authHeader === undefined
              ? `HTTP Basic ${o.username ?? DEFAULT_USERNAME} / ${o.password ?? DEFAULT_PASSWORD}`
              : `header ${o.authHeader.name}: ${o.authHeader.value}`
          }`;
    lines.push(`paycert proxy: terminal listening ${t.url} -> ${target}`);
  }
  const g = run.gateway;
  if (g !== undefined) {
    const s = g.simulator;
    const target =
      s === undefined
        ? g.upstream
        : `${embeddedLabel}; it accepts ${s.configurations
            .map((c) => `ConfigurationId ${c.id}, API key ${c.apiKeys.join(' or ')}`)
            .join('; ')}`;
    lines.push(`paycert proxy: gateway listening ${g.url} -> ${target}`);
  }
  return lines;
}

async function run(argv: readonly string[]): Promise<number> {
  const plan = parseProxyFlags(argv);
  const envKey = envValue('GATEWAY_API_KEY');
  const recorded = await recordSimulators({
    ...(plan.terminal === undefined ? {} : { terminal: plan.terminal }),
    ...(plan.gateway === undefined ? {} : { gateway: plan.gateway }),
    out: plan.out,
    outFlag: '--out',
    requireOutcomes: plan.requireOutcomes,
    features: plan.features,
    maxRecordBytes: plan.maxRecordBytes,
    captureLimitBytes: plan.captureLimitBytes,
    drills: plan.drills,
    upstreamApiKeys: envKey === undefined ? [] : [envKey],
    upstreamSecrets: terminalSecrets(),
  });
  for (const line of sideLines(recorded)) console.log(line);
  const command = plan.command;
  if (command === undefined) {
    console.log(
      `paycert proxy: recording into ${plan.out}; Ctrl-C or SIGTERM writes the client report there.`,
    );
    const why = await untilStopped();
    const { inFlight } = recorded.proxy.stats();
    console.log(
      `\n${why}: stopping the proxy${inFlight > 0 ? `, waiting up to 10 s for ${inFlight} exchange(s) in flight` : ''}...`,
    );
    const verdict = await recorded.stop(10_000);
    printVerdict(verdict, plan.out, recorded.proxy);
    return verdict.exitCode;
  }
  const shown = command.join(' ').slice(0, 120);
  console.log(`paycert proxy: recording into ${plan.out}; running ${shown}`);
  const end = await runGateCommand(command, gateEnvironment(recorded, loadEnv()));
  if (end.problem !== undefined) console.error(`paycert proxy: ${end.problem}`);
  else
    console.log(
      `paycert proxy: ${shown} exited ${end.status}${end.stoppedBy === undefined ? '' : ` (stopped: ${end.stoppedBy})`}`,
    );
  const verdict = await recorded.stop(10_000);
  printVerdict(verdict, plan.out, recorded.proxy);
  if (end.status === undefined) return 2;
  if (end.status === 0) return verdict.exitCode;
  console.log(
    `paycert proxy: exit ${end.status}, the command's: it failed (the client verdict is ${verdict.verdict})`,
  );
  return end.status;
}

export const proxy: Command = {
  name: 'proxy',
  summary: "record and judge your application's traffic; exit status: the client verdict",
  help,
  run,
};
