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
import { conformance } from './conformance.js';
import { diff } from './diff.js';
import { init } from './init.js';
import { merge } from './merge.js';
import { prove } from './prove.js';
import { proxy } from './proxy.js';
import { replay } from './replay.js';
import { report } from './report.js';
import { simulate } from './simulate.js';
import { verifyEvidence } from './verify-evidence.js';

const commands: readonly Command[] = [
  init,
  conformance,
  simulate,
  proxy,
  merge,
  diff,
  replay,
  verifyEvidence,
  prove,
  report,
];

function usage(): string {
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
    console.log(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(paycertVersion());
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (command === undefined) {
    console.error(`paycert: unknown command "${name.slice(0, 40)}"\n\n${usage()}`);
    return 2;
  }
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
