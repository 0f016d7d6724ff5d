#!/usr/bin/env node
/**
 * `paycert <command>`: the one executable of the package (package.json
 * `bin`), run from the integrator's working directory: configuration from
 * its environment and .env, reports into its folders, suites and simulators
 * from the package. In paycert's own repository `npm run <command>` calls
 * this file through tsx. A mistake is one sentence and exit status 2, never
 * a stack trace (PAYCERT_DEBUG=1 shows one).
 */
import { paycertVersion } from '../lib/support/package/paycertPackage.js';
import type { Command } from './command.js';

/**
 * The commands, in the order `--help` lists them. Each is the module of its name in this
 * folder, loaded only when asked for: `paycert conformance` does not load the proxy or the
 * replay (a second saved on every run of the main job), `--help` loads them all.
 */
const names = [
  'init',
  'conformance',
  'simulate',
  'proxy',
  'merge',
  'diff',
  'replay',
  'verify-evidence',
  'prove',
  'report',
] as const;

function isCommand(x: unknown): x is Command {
  return typeof x === 'object' && x !== null && 'run' in x && 'help' in x && 'summary' in x;
}

async function load(name: string): Promise<Command> {
  const module = (await import(`./${name}.js`)) as Record<string, unknown>;
  const command = Object.values(module).find(isCommand);
  if (command === undefined || command.name !== name) throw new Error(`bin/${name}: no command ${name}`);
  return command;
}

async function usage(): Promise<string> {
  const commands = await Promise.all(names.map(load));
  const width = Math.max(...commands.map((c) => c.name.length)) + 2;
  return [
    `Usage: paycert <command> [flags]     (paycert ${paycertVersion()})`,
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    '',
    '`paycert <command> --help` describes a command and its flags. Configuration comes from the',
    'environment and ./.env; reports are written below the working directory.',
  ].join('\n');
}

const isHelp = (a: string): boolean => a === '--help' || a === '-h';

/** Runs argv (without node and the script); resolves the exit status. */
async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || isHelp(name)) {
    console.log(await usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(paycertVersion());
    return 0;
  }
  if (!(names as readonly string[]).includes(name)) {
    console.error(`paycert: unknown command "${name.slice(0, 40)}"\n\n${await usage()}`);
    return 2;
  }
  const command = await load(name);
  // Flags after `--` belong to another program (playwright test), so --help there is not ours.
  const own = rest.indexOf('--') === -1 ? rest : rest.slice(0, rest.indexOf('--'));
  if (own.some(isHelp)) {
    console.log(command.help);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(`paycert ${command.name}: ${message}`);
    if (process.env.PAYCERT_DEBUG === '1' && e instanceof Error) console.error(e.stack);
    return 2;
  }
}

process.exit(await main(process.argv.slice(2)));
