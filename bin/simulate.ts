/**
 * `npm run simulate`: the terminal and the gateway simulators in the
 * foreground, for integrators to develop against. Flags only; behaviour
 * lives in simulators/. Stops cleanly on Ctrl-C.
 */
import { pathToFileURL } from 'node:url';
import { flagTokens } from '../simulators/kit/flags.js';
import {
  parseTerminalFlags,
  startTerminals,
  terminalUsage,
  type ParsedTerminalFlags,
} from '../simulators/terminal/cli.js';
import { gatewayFlagsHelp, parseGatewayFlags } from '../simulators/gateway/cli.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from '../simulators/gateway/index.js';
import type { RunningTerminalSimulator } from '../simulators/terminal/index.js';
import type { ClientOutcome } from '../lib/client/clientJudge.js';
import { parseRequireOutcomes } from '../proxy/proxyFlags.js';
import { recordSimulators } from '../proxy/recordSimulators.js';

const usage = `Usage: npm run simulate -- [flags]

Starts, on 127.0.0.1, a simulated payment terminal (REST API under /api/v2/,
control API under /_sim/) and a simulated card gateway with its 3-D Secure page.
Both run until Ctrl-C. See README, "Simulators".

Shared flags:
  --seed <n>           seed for both simulators (ids, references, tokens)
  --data-dir <dir>     keep the terminal's transaction database here
  --personality <name> reference (default) or field: the other conformant choices
                       of both simulators (docs/personalities.md)
  --no-gateway         start only the terminal(s)
  --record <dir>       put the recording proxy in front (the simulators move to free
                       ports, the proxy takes theirs): exchanges.ndjson and, on Ctrl-C,
                       the client report in <dir> (docs/proxy.md)
  --require-outcomes <all|list>  with --record: outcomes the client report requires
  --help               this text

${terminalUsage}
  --terminal-username <name>   same as --terminal-user

${gatewayFlagsHelp}`;

/** Maps the shared and alias flags onto the simulators' own flag names. */
export function expandSharedFlags(argv: readonly string[]): {
  args: string[];
  gateway: boolean;
  record?: string;
  requireOutcomes?: 'all' | ClientOutcome[];
} {
  const args: string[] = [];
  let gateway = true;
  let record: string | undefined;
  let requireOutcomes: 'all' | ClientOutcome[] | undefined;
  for (const token of flagTokens(argv)) {
    const { flag } = token;
    if (flag === '--no-gateway') gateway = false;
    else if (flag === '--record') record = token.take();
    else if (flag === '--require-outcomes') requireOutcomes = parseRequireOutcomes(flag, token.take());
    else if (flag === '--seed') {
      const v = token.take();
      args.push(`--seed=${v}`, `--terminal-seed=${v}`);
    } else if (flag === '--personality') {
      const v = token.take();
      args.push(`--gateway-personality=${v}`, `--terminal-personality=${v}`);
    } else if (flag === '--data-dir') args.push(`--terminal-data-dir=${token.take()}`);
    else if (flag === '--terminal-username') args.push(`--terminal-user=${token.take()}`);
    else args.push(token.raw);
  }
  if (requireOutcomes !== undefined && record === undefined)
    throw new Error('--require-outcomes applies only with --record');
  return {
    args,
    gateway,
    ...(record === undefined ? {} : { record }),
    ...(requireOutcomes === undefined ? {} : { requireOutcomes }),
  };
}

/**
 * Every flag parsed and checked before anything starts: the gateway's flags
 * are read (and refused when wrong) even under --no-gateway, so a shared
 * flag such as --seed never reads as unknown (issue 13).
 */
export function planSimulators(argv: readonly string[]): {
  terminals: ParsedTerminalFlags;
  gateway: GatewaySimulatorOptions | undefined;
  record?: { out: string; requireOutcomes: 'all' | ClientOutcome[] };
} {
  const { args, gateway, record, requireOutcomes } = expandSharedFlags(argv);
  const terminals = parseTerminalFlags(args);
  const g = parseGatewayFlags(terminals.rest);
  if (g.rest.length > 0) throw new Error(`unknown flag ${g.rest[0] ?? ''} (see --help)`);
  if (terminals.count === 0 && !gateway) throw new Error('nothing to start: --terminals 0 and --no-gateway');
  return {
    terminals,
    gateway: gateway ? g.options : undefined,
    ...(record === undefined ? {} : { record: { out: record, requireOutcomes: requireOutcomes ?? [] } }),
  };
}

/** `--record`: the simulators behind the recording proxy until Ctrl-C, then the client report. */
async function mainRecorded(plan: ReturnType<typeof planSimulators>, out: string): Promise<void> {
  const recorded = await recordSimulators({
    terminals: plan.terminals,
    gateway: plan.gateway,
    out,
    requireOutcomes: plan.record?.requireOutcomes ?? [],
  });
  for (const line of recorded.lines) console.log(line);
  const signal = await new Promise<string>((resolve) => {
    process.once('SIGINT', () => resolve('SIGINT'));
    process.once('SIGTERM', () => resolve('SIGTERM'));
  });
  console.log(`\n${signal}: stopping the proxy and the simulators...`);
  process.exit(await recorded.stop());
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const plan = planSimulators(argv);
  if (plan.record !== undefined) return mainRecorded(plan, plan.record.out);
  const stoppers: (() => Promise<void>)[] = [];
  let terminals: RunningTerminalSimulator[] = [];
  let gateway: RunningGatewaySimulator | undefined;
  try {
    terminals = await startTerminals(plan.terminals);
    stoppers.push(...terminals.map((x) => () => x.stop()));
    for (const t of terminals) {
      const f = t.options.faults ?? [];
      console.log(
        `terminal simulator on ${t.url} (seed ${t.options.seed}${t.options.personality === undefined ? '' : `, personality ${t.options.personality}`}${f.length > 0 ? `, faults: ${f.join(', ')}` : ''})`,
      );
    }
    if (plan.gateway !== undefined) {
      const g = await startGatewaySimulator(plan.gateway);
      gateway = g;
      stoppers.push(() => g.stop());
    }
  } catch (e) {
    await Promise.all(stoppers.map((s) => s()));
    throw e;
  }
  if (gateway !== undefined) {
    const ids = gateway.configurations.map((c) => c.id).join(', ');
    console.log(
      `gateway simulator on ${gateway.url}/api/gateway/ (configuration ${ids}${plan.gateway?.personality === undefined ? '' : `, personality ${plan.gateway.personality}`}); 3-D Secure page behind each job's action link`,
    );
  }
  console.log('Ctrl-C stops.');
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the simulators...`);
    void Promise.all(stoppers.map((s) => s())).then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

// Run only as the program, so a self-test can import the flag parsing.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(`simulate: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  });
}
