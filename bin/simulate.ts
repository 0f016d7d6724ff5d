/**
 * `npm run simulate`: the terminal and the gateway simulators in the
 * foreground, for integrators to develop against. Flags only; behaviour
 * lives in simulators/. Stops cleanly on Ctrl-C.
 */
import { runTerminalCli, terminalUsage } from '../simulators/terminal/cli.js';
import { gatewayFlagsHelp, startGatewayFromFlags } from '../simulators/gateway/cli.js';
import type { RunningGatewaySimulator } from '../simulators/gateway/index.js';
import type { RunningTerminalSimulator } from '../simulators/terminal/index.js';

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
  --help               this text

${terminalUsage}
  --terminal-username <name>   same as --terminal-user

${gatewayFlagsHelp}`;

/** Maps the shared and alias flags onto the simulators' own flag names. */
export function expandSharedFlags(argv: readonly string[]): { args: string[]; gateway: boolean } {
  const args: string[] = [];
  let gateway = true;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag = '', inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--no-gateway') gateway = false;
    else if (flag === '--seed') {
      const v = value();
      args.push(`--seed=${v}`, `--terminal-seed=${v}`);
    } else if (flag === '--personality') {
      const v = value();
      args.push(`--gateway-personality=${v}`, `--terminal-personality=${v}`);
    } else if (flag === '--data-dir') args.push(`--terminal-data-dir=${value()}`);
    else if (flag === '--terminal-username') args.push(`--terminal-user=${value()}`);
    else args.push(arg);
  }
  return { args, gateway };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usage);
    return;
  }
  const { args, gateway: wantGateway } = expandSharedFlags(argv);
  const stoppers: (() => Promise<void>)[] = [];
  let terminals: RunningTerminalSimulator[] = [];
  let gateway: RunningGatewaySimulator | undefined;
  try {
    const t = await runTerminalCli(args);
    terminals = t.terminals;
    stoppers.push(...terminals.map((x) => () => x.stop()));
    let rest = t.rest;
    if (wantGateway) {
      const g = await startGatewayFromFlags(rest);
      gateway = g.simulator;
      stoppers.push(() => g.simulator.stop());
      rest = g.rest;
    }
    if (rest.length > 0) throw new Error(`unknown flag ${rest[0] ?? ''} (see --help)`);
  } catch (e) {
    await Promise.all(stoppers.map((s) => s()));
    throw e;
  }
  if (gateway !== undefined) {
    const ids = gateway.configurations.map((c) => c.id).join(', ');
    console.log(
      `gateway simulator on ${gateway.url}/api/gateway/ (configuration ${ids}); 3-D Secure page behind each job's action link`,
    );
  }
  if (terminals.length === 0 && gateway === undefined)
    throw new Error('nothing to start: --terminals 0 and --no-gateway');
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

main().catch((e: unknown) => {
  console.error(`simulate: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(2);
});
