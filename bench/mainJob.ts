/**
 * The main job as an integrator's CI runs it (`paycert conformance`, every
 * reporter on, the folder sealed), split into its phases from the moments
 * its console lines appear, with the CPU seconds of the whole process tree
 * (GNU time) and the load average beside each run: on 2 shared cores the
 * wall time says as much about the neighbours as about paycert, while the
 * CPU seconds bound what any scheduling can reach (wall ≥ CPU / cores).
 *
 * Phases: start (CLI, pre-flight with its browser probe, Playwright loading
 * the configuration and every test file) until "Running N tests"; tests until
 * the last "tests done" line; reporters (HTML, JUnit, conformance) until the
 * verdict is printed; Allure, Playwright's exit and sealing until the last line.
 * Per project: the sum of its tests' durations and the span from its first
 * start to its last end, from allure-results (each test's start and stop).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

export interface MainJobRun {
  readonly wallSeconds: number;
  /** user + system CPU seconds of the CLI and every process it started; NaN without GNU time. */
  readonly cpuSeconds: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly exitCode: number | null;
  readonly phases: {
    readonly startSeconds: number;
    readonly testsSeconds: number;
    readonly reportersSeconds: number;
    readonly allureAndSealSeconds: number;
  };
  /** Per project: tests, the sum of their durations, and the span first start → last end (seconds). */
  readonly projects: Record<string, { tests: number; sumSeconds: number; spanSeconds: number }>;
}

interface AllureResult {
  start?: number;
  stop?: number;
  parameters?: { name: string; value: string }[];
}

async function projectTimes(dir: string): Promise<MainJobRun['projects']> {
  const folder = join(dir, 'allure-results');
  const out: Record<string, { tests: number; sumSeconds: number; first: number; last: number }> = {};
  for (const f of (await readdir(folder)).filter((n) => n.endsWith('-result.json'))) {
    const r = JSON.parse(await readFile(join(folder, f), 'utf8')) as AllureResult;
    const p = r.parameters?.find((x) => x.name === 'Project')?.value ?? 'unknown';
    if (r.start === undefined || r.stop === undefined) continue;
    const e = (out[p] ??= { tests: 0, sumSeconds: 0, first: Infinity, last: -Infinity });
    e.tests++;
    e.sumSeconds += (r.stop - r.start) / 1000;
    e.first = Math.min(e.first, r.start);
    e.last = Math.max(e.last, r.stop);
  }
  return Object.fromEntries(
    Object.entries(out).map(([p, e]) => [
      p,
      { tests: e.tests, sumSeconds: e.sumSeconds, spanSeconds: (e.last - e.first) / 1000 },
    ]),
  );
}

/** One `paycert conformance` run into a temporary reports folder, bounded by `timeoutMs`. */
export async function timeMainJob(timeoutMs = 600_000): Promise<MainJobRun> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-main-job-'));
  const cpuFile = join(dir, 'cpu.txt');
  const reports = join(dir, 'reports');
  const gnuTime = existsSync('/usr/bin/time');
  const cli = [process.execPath, '--import', 'tsx', 'bin/paycert.ts', 'conformance'];
  const [cmd, ...args] = gnuTime ? ['/usr/bin/time', '-f', '%U %S', '-o', cpuFile, ...cli] : cli;
  const loadBefore = loadavg()[0] ?? NaN;
  const start = performance.now();
  const at = (): number => (performance.now() - start) / 1000;
  const marks = { running: NaN, lastTest: NaN, verdict: NaN };
  try {
    const exitCode = await new Promise<number | null>((done) => {
      const child = spawn(cmd ?? '', args, {
        env: { ...process.env, PAYCERT_REPORTS_DIR: reports },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const t = at();
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (/^Running \d+ tests/.test(line)) marks.running = t;
          else if (/tests done/.test(line)) marks.lastTest = t;
          else if (/^paycert conformance: /.test(line)) marks.verdict = t;
        }
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        done(code);
      });
    });
    const wallSeconds = at();
    const cpu = gnuTime ? (await readFile(cpuFile, 'utf8')).trim().split(/\s+/).map(Number) : [];
    return {
      wallSeconds,
      cpuSeconds: cpu.length >= 2 ? (cpu[0] ?? NaN) + (cpu[1] ?? NaN) : NaN,
      loadBefore,
      loadAfter: loadavg()[0] ?? NaN,
      exitCode,
      phases: {
        startSeconds: marks.running,
        testsSeconds: marks.lastTest - marks.running,
        reportersSeconds: marks.verdict - marks.lastTest,
        allureAndSealSeconds: wallSeconds - marks.verdict,
      },
      projects: await projectTimes(reports),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
