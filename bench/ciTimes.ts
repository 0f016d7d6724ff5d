/**
 * The table of where one CI run's time goes (bench/ci-times.md): per project
 * and per test file, wall and CPU seconds, from bench/ciTimesReporter.ts.
 * `--run` runs the CI's test command (`npm test`) with that reporter on,
 * after waiting (bounded) for a quiet machine; `--from <json>` renders a
 * file an earlier run wrote (PAYCERT_CI_TIMES=<json> npm test). The load
 * average before and after is printed beside the figures.
 *
 *   npx tsx bench/ciTimes.ts --run            (npm run bench -- --only ci does the same)
 *   npx tsx bench/ciTimes.ts --from ci-times.json
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlagError, flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import type { CiTimes } from './ciTimesReporter.js';
import { finish, waitForQuiet, type Conditions } from './quietMachine.js';

const here = dirname(fileURLToPath(import.meta.url));
const f1 = (n: number): string => n.toFixed(1);

export function renderCiTimes(t: CiTimes, conditions?: Conditions): string {
  const projects = new Map<string, { tests: number; wall: number; cpu: number; files: number }>();
  for (const f of t.files) {
    const p = projects.get(f.project) ?? { tests: 0, wall: 0, cpu: 0, files: 0 };
    projects.set(f.project, {
      tests: p.tests + f.tests,
      wall: p.wall + f.wallSeconds,
      cpu: p.cpu + f.cpuSeconds,
      files: p.files + 1,
    });
  }
  const quiet = conditions === undefined ? undefined : conditions.quiet;
  const attributed = t.files.reduce((a, f) => a + f.cpuSeconds, 0);
  const starts = Object.values(t.workerStarts).reduce((a, s) => a + s.cpuSeconds, 0);
  return [
    '# Where a CI run spends its time',
    '',
    `One \`npm test\` run of ${t.startedAt}: ${f1(t.wallSeconds)} s wall on ${t.workers} workers, ` +
      `load average ${t.loadBefore[0] ?? '?'} before and ${t.loadAfter[0] ?? '?'} after` +
      (quiet === false
        ? " (the machine was busy: the wall seconds are not paycert's; CPU seconds and proportions hold)"
        : '') +
      '. Reproduce with `npm run bench -- --only ci` (bench/ciTimes.ts, bench/ciTimesReporter.ts).',
    '',
    `CPU seconds of every process: ${f1(t.totalCpuSeconds)}; the runner ${f1(t.runnerCpuSeconds)}, worker starts ${f1(starts)}, ` +
      `tests ${f1(attributed)} (a test's CPU: its worker and the processes it started and waited for, e.g. a self-test's child runs).`,
    '',
    '## Per project',
    '',
    '| project | files | tests | workers started | start-up CPU s | test wall s (sum) | test CPU s |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...[...projects.entries()]
      .sort((a, b) => b[1].cpu - a[1].cpu)
      .map(([name, p]) => {
        const s = t.workerStarts[name] ?? { workers: 0, cpuSeconds: 0 };
        return `| ${name} | ${p.files} | ${p.tests} | ${s.workers} | ${f1(s.cpuSeconds)} | ${f1(p.wall)} | ${f1(p.cpu)} |`;
      }),
    '',
    '## Per file (by CPU seconds)',
    '',
    '| project | file | tests | wall s (sum) | span s | CPU s |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...t.files.map(
      (f) =>
        `| ${f.project} | \`${f.file}\` | ${f.tests} | ${f1(f.wallSeconds)} | ${f1(f.spanSeconds)} | ${f1(f.cpuSeconds)} |`,
    ),
    '',
  ].join('\n');
}

/** `npm test` with the reporter on, after a bounded wait for a quiet machine. */
export async function runCiTimes(maxWaitMs: number, log: (s: string) => void): Promise<string> {
  const json = join(tmpdir(), `paycert-ci-times-${process.pid}.json`);
  const before = await waitForQuiet({ maxWaitMs, log });
  log('ci: npm test with bench/ciTimesReporter.ts');
  const code = await new Promise<number | null>((done) => {
    const child = spawn('npm', ['test'], {
      cwd: join(here, '..'),
      env: { ...process.env, PAYCERT_CI_TIMES: json },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', done);
  });
  log(`ci: npm test exited ${String(code)}`);
  return renderCiTimes(JSON.parse(readFileSync(json, 'utf8')) as CiTimes, finish(before));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const o = scriptFlags(
    'ciTimes.ts',
    'Usage: npx tsx bench/ciTimes.ts --run | --from <json>\n\nWrites bench/ci-times.md.',
    {
      run: { type: 'boolean', help: 'run npm test with the reporter (waits for a quiet machine first)' },
      from: {
        type: 'string',
        value: '<json>',
        help: 'render a file written by PAYCERT_CI_TIMES=<json> npm test',
      },
      'quiet-wait': { type: 'string', value: '<s>', help: 'longest wait for a quiet machine (default 600)' },
    },
    (v) => {
      if ((v.run === true) === (v.from !== undefined))
        throw new FlagError('give either --run or --from <json>');
      return {
        from: v.from,
        maxWaitMs:
          v['quiet-wait'] === undefined
            ? 600_000
            : flagInteger('--quiet-wait', v['quiet-wait'], 0, 7200) * 1000,
      };
    },
  );
  const text =
    o.from === undefined
      ? await runCiTimes(o.maxWaitMs, (s) => console.error(s))
      : renderCiTimes(JSON.parse(readFileSync(o.from, 'utf8')) as CiTimes);
  writeFileSync(join(here, 'ci-times.md'), text);
  console.error('wrote bench/ci-times.md');
}
