/**
 * A failing run against a passing one (issue 11, item 9): the terminal
 * project with one fault switch of the embedded simulator
 * (PAYCERT_TERMINAL_FAULTS=wrong-total) over the same run without it, each
 * with the configured reporters into its own reports folder, alternating so
 * machine load hits both alike. Target: ratio ≤ 1.2. It also reports how many
 * tests failed and the extra seconds each cost. Playwright ends a worker
 * after every failed test and starts a fresh one (process, configuration,
 * the test file's module graph, worker fixtures), which made a failing run
 * six times slower; a failed MUST now keeps its worker
 * (lib/reporting/report/mustFailureMarker.ts), and this bench holds that.
 *
 *   npx tsx bench/failingRun.ts [--runs 3]
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarise, type Summary } from './stats.js';
import { timeCommand } from './timeCommand.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { measured } from './quietMachine.js';

export const FAULT = 'wrong-total';

export interface FailingRunResult {
  bench: 'failing-run';
  fault: string;
  runs: number;
  passingSeconds: Summary;
  failingSeconds: Summary;
  ratio: Summary;
  /** Tests failed in the failing run (from its junit.xml). */
  failedTests: number;
  /** (failing - passing) seconds per failed test, times the workers: the cost of one worker restart. */
  secondsPerFailedTest: number;
  target: { ratio: number };
  pass: boolean;
}

async function terminalRun(faults: string): Promise<{ seconds: number; failed: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-bench-failing-'));
  try {
    const t = await timeCommand('npx', ['playwright', 'test', '--project=terminal'], {
      PAYCERT_RUN_DIR: dir,
      PAYCERT_TERMINAL_FAULTS: faults,
    });
    let failed = NaN;
    try {
      const junit = await readFile(join(dir, 'junit.xml'), 'utf8');
      failed = Number(/<testsuites[^>]*\bfailures="(\d+)"/.exec(junit)?.[1] ?? NaN);
    } catch {
      // no junit.xml: the run broke before its reporters wrote; `failed` stays NaN.
    }
    return { seconds: t.ms / 1000, failed };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runFailingRunBench(
  runs = 3,
  log: (s: string) => void = () => {},
): Promise<FailingRunResult> {
  const passing: number[] = [];
  const failing: number[] = [];
  const ratios: number[] = [];
  let failedTests = NaN;
  for (let i = 0; i < runs; i++) {
    const p = await terminalRun('');
    const f = await terminalRun(FAULT);
    passing.push(p.seconds);
    failing.push(f.seconds);
    ratios.push(f.seconds / p.seconds);
    failedTests = f.failed;
    log(
      `failing run ${i + 1}/${runs}: passing ${p.seconds.toFixed(1)} s, ${FAULT} ${f.seconds.toFixed(1)} s (${String(f.failed)} failed)`,
    );
  }
  const ratio = summarise(ratios);
  const workers = Number(process.env.PAYCERT_WORKERS ?? '') || 2;
  const extra = summarise(failing).median - summarise(passing).median;
  return {
    bench: 'failing-run',
    fault: FAULT,
    runs,
    passingSeconds: summarise(passing),
    failingSeconds: summarise(failing),
    ratio,
    failedTests,
    secondsPerFailedTest: failedTests > 0 ? (extra * workers) / failedTests : NaN,
    target: { ratio: 1.2 },
    pass: ratio.median <= 1.2,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = scriptFlags(
    'failingRun.ts',
    'Usage: npx tsx bench/failingRun.ts [flags]',
    { runs: { type: 'string', value: '<n>', help: 'how many runs (default 3)' } },
    (v) => (v.runs === undefined ? 3 : flagInteger('--runs', v.runs, 1, 100)),
  );
  const log = (s: string): void => console.error(s);
  const { value, conditions } = await measured(() => runFailingRunBench(runs, log), { log });
  console.log(JSON.stringify({ ...value, conditions }, null, 2));
}
