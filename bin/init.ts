/**
 * `paycert init`: starts a project off, in the manner of `npm init
 * playwright`. Asks (on a TTY) or takes flags for the CI system, the runner
 * of the example test and the test command the gate runs, then writes the
 * files lib/init/planInit.ts plans. Flags, questions and writing only.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { FlagError, flagHelp, helpParagraph, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { examplePath } from '../lib/init/exampleTests.js';
import {
  ciSystems,
  defaultInitOptions,
  runnerCommand,
  runners,
  type InitOptions,
} from '../lib/init/initOptions.js';
import { planInit, type FileAction } from '../lib/init/planInit.js';
import { gateCommand } from '../lib/init/templateFacts.js';
import type { Command } from './command.js';

const flags = {
  ci: { type: 'string', value: '<github|gitlab>', help: 'the CI system of the workflow (default github)' },
  runner: {
    type: 'string',
    value: '<node-test|playwright>',
    help: "the example test's runner (default playwright when the project depends on @playwright/test, else node-test)",
  },
  'test-command': {
    type: 'string',
    value: '<command>',
    help: "the command that runs your tests, which the gate wraps (default npm test when package.json has a test script, else the runner's command)",
  },
  yes: { type: 'boolean', help: 'ask nothing: the defaults for what no flag gives' },
  force: { type: 'boolean', help: "overwrite files that differ from paycert's (otherwise they are kept)" },
} as const satisfies Flags;

const help = `Usage: paycert init [flags]

${helpParagraph(
  "Starts your project off with paycert's gate: writes a CI workflow that runs your tests through " +
    'the gate (GitHub: .github/workflows/paycert.yml; GitLab: .gitlab/paycert.gitlab-ci.yml, and a ' +
    '.gitlab-ci.yml including it when there is none), .env.example naming every variable paycert ' +
    'reads, an example test using startSimulators() (tests/paycert.test.mjs, or tests/paycert.spec.ts ' +
    'for Playwright) and the .gitignore lines reports/, test-results/ and .env; then prints the next ' +
    'command. On a terminal it asks what no flag gives; without one (CI, a pipe) it takes the ' +
    "defaults and says so. A file that differs from paycert's is kept (--force overwrites it); run " +
    'twice, it changes nothing.',
)}

${flagHelp(flags)}`;

const isOneOf = <T extends string>(list: readonly T[], v: string): v is T =>
  (list as readonly string[]).includes(v);

function checkTestCommand(v: string): string {
  const t = v.trim();
  if (t === '' || /[\r\n]/.test(t)) throw new FlagError('--test-command must be one line holding a command');
  return t;
}

/** Asks each question no flag answered; an empty answer takes the default. */
async function ask(given: Partial<InitOptions>, defaults: InitOptions): Promise<InitOptions> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const choose = async <T extends string>(question: string, list: readonly T[], d: T): Promise<T> => {
      for (let i = 0; i < 3; i++) {
        const a = (await rl.question(`${question} (${list.join('/')}) [${d}]: `)).trim();
        if (a === '') return d;
        if (isOneOf(list, a)) return a;
        console.log(`  "${a.slice(0, 40)}" is not one of ${list.join(', ')}.`);
      }
      throw new FlagError(`no valid answer to "${question}" in three tries`);
    };
    const ci = given.ci ?? (await choose('Your CI system', ciSystems, defaults.ci));
    const runner = given.runner ?? (await choose("The example test's runner", runners, defaults.runner));
    const testDefault =
      defaults.testCommand === runnerCommand[defaults.runner] ? runnerCommand[runner] : defaults.testCommand;
    const testCommand =
      given.testCommand ??
      checkTestCommand(
        (await rl.question(`The command that runs your tests [${testDefault}]: `)) || testDefault,
      );
    return { ci, runner, testCommand };
  } finally {
    rl.close();
  }
}

function readProjectFile(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    // Unreadable (a folder, no permission): never equal to paycert's, so it is kept or overwritten.
    return '\0unreadable';
  }
}

const said: Readonly<Record<FileAction, string>> = {
  create: 'created',
  overwrite: 'overwrote',
  keep: 'kept',
  unchanged: 'unchanged',
  append: 'appended',
};

async function run(argv: readonly string[]): Promise<number> {
  const { values } = parseFlags(flags, argv);
  if (values.ci !== undefined && !isOneOf(ciSystems, values.ci))
    throw new FlagError(`--ci must be one of ${ciSystems.join(', ')}, got "${values.ci.slice(0, 40)}"`);
  if (values.runner !== undefined && !isOneOf(runners, values.runner))
    throw new FlagError(`--runner must be one of ${runners.join(', ')}, got "${values.runner.slice(0, 40)}"`);
  const given: Partial<InitOptions> = {
    ...(values.ci === undefined ? {} : { ci: values.ci }),
    ...(values.runner === undefined ? {} : { runner: values.runner }),
    ...(values['test-command'] === undefined
      ? {}
      : { testCommand: checkTestCommand(values['test-command']) }),
  };
  const packageJson = readProjectFile('package.json');
  const detected = defaultInitOptions(packageJson);
  // The runner's own command follows a runner given by flag, unless the project has a test script.
  const defaults: InitOptions = {
    ...detected,
    ...(given.runner === undefined || detected.testCommand !== runnerCommand[detected.runner]
      ? {}
      : { runner: given.runner, testCommand: runnerCommand[given.runner] }),
  };
  const complete = given.ci !== undefined && given.runner !== undefined && given.testCommand !== undefined;
  const tty = process.stdin.isTTY && process.stdout.isTTY;
  let options: InitOptions;
  if (complete || values.yes === true || !tty) {
    options = { ...defaults, ...given };
    const why = complete
      ? ''
      : values.yes === true
        ? ' (--yes: defaults for the rest)'
        : ' (no terminal to ask on: defaults for the rest)';
    console.log(
      `paycert init: --ci ${options.ci} --runner ${options.runner} --test-command "${options.testCommand}"${why}`,
    );
  } else options = await ask(given, defaults);
  if (packageJson === undefined)
    console.log(
      "paycert init: no package.json here; run it in your project's folder, after npm install -D paycert.",
    );

  const plan = planInit(options, readProjectFile, values.force === true);
  for (const f of plan.files) {
    if (f.action === 'create' || f.action === 'overwrite' || f.action === 'append') {
      mkdirSync(dirname(f.path), { recursive: true });
      writeFileSync(f.path, f.content);
    }
    const why = f.action === 'keep' ? ": yours differs from paycert's (--force overwrites it)" : '';
    console.log(`  ${said[f.action].padEnd(10)}${f.path}${why}`);
  }
  for (const n of plan.notes) console.log(`\n${n}`);
  const alone = `${runnerCommand[options.runner]} ${examplePath[options.runner]}`;
  console.log(
    [
      '',
      'Next, the example test alone, then your tests through the gate (what CI runs):',
      `  ${alone}`,
      `  ${gateCommand(options.testCommand)}`,
    ].join('\n'),
  );
  return 0;
}

export const init: Command = {
  name: 'init',
  summary: 'start a project off: a CI workflow with the gate, .env.example, an example test',
  help,
  run,
};
