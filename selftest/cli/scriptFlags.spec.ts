/**
 * The scripts run on their own (tools/, bench/) read their flags with the
 * one flag parser (lib/support/cli/flags.ts, `scriptFlags`): a mistake is one
 * sentence naming the flag and exit 2, before any work; `--help` lists the
 * table's flags and exits 0.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';

function run(script: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const mistakes: { script: string; args: string[]; says: RegExp }[] = [
  { script: 'tools/generate.ts', args: ['--chek'], says: /^generate: unknown flag --chek \(see --help\)$/m },
  {
    script: 'bench/run.ts',
    args: ['--only', 'nope'],
    says: /^bench: --only takes names from .*; got "nope"/m,
  },
  { script: 'bench/run.ts', args: ['--only'], says: /^bench: --only needs a value/m },
  {
    script: 'bench/conformanceRun.ts',
    args: ['--runs', 'x'],
    says: /--runs must be an integer from 1 to 100/,
  },
  { script: 'bench/terminalThroughput.ts', args: ['--rounds=0'], says: /--rounds must be an integer/ },
];

for (const m of mistakes) {
  test(`${m.script} ${m.args.join(' ')}: one sentence, exit 2`, () => {
    const r = run(m.script, m.args);
    expect(r.status, r.out).toBe(2);
    expect(r.out).toMatch(m.says);
    expect(r.out).not.toMatch(/\n\s+at /);
  });
}

test('--help lists the flags of the table and exits 0', () => {
  const r = run('bench/proxyThroughput.ts', ['--help']);
  expect(r.status, r.out).toBe(0);
  for (const flag of ['--seconds <s>', '--rounds <n>', '--soak <s>']) expect(r.out).toContain(flag);
});
