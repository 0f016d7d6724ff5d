/**
 * Where a CI run's time goes, per project and per test file: a Playwright
 * reporter added to `npm test` when PAYCERT_CI_TIMES names a JSON file
 * (playwright.config.ts; bench/ciTimes.ts runs it and renders the table).
 * Wall seconds are Playwright's own: each test's duration, summed per file,
 * and the span from a file's first test start to its last test end. CPU
 * seconds (Linux) are read from /proc around each test: the worker process
 * and everything it started (a self-test's child runs and their browsers,
 * once they ended and were waited for), so a self-test that starts whole
 * runs shows their cost. A worker's start (Node, Playwright, the files it
 * loads) is the CPU it had used when its first test began, counted per
 * project with the number of workers started. The load average is recorded
 * at the start and the end: on a busy machine the wall seconds are the
 * neighbours' as much as the run's.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { childrenOf as children, readProc as read, statFields, ticksPerSecond } from './procFs.js';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';

export interface FileTimes {
  project: string;
  file: string;
  tests: number;
  /** Sum of the tests' durations. */
  wallSeconds: number;
  /** From the first test's start to the last one's end. */
  spanSeconds: number;
  cpuSeconds: number;
}

export interface CiTimes {
  startedAt: string;
  wallSeconds: number;
  loadBefore: number[];
  loadAfter: number[];
  workers: number;
  /** CPU of the runner itself (loading, dispatching, reporters). */
  runnerCpuSeconds: number;
  /** CPU of every process of the run that ended and was waited for (runner, workers, their children). */
  totalCpuSeconds: number;
  /** Per project: workers started and their start-up CPU. */
  workerStarts: Record<string, { workers: number; cpuSeconds: number }>;
  files: FileTimes[];
}

/** utime + stime + cutime + cstime of `pid` (itself and its waited-for children), in ticks. */
function ownAndReaped(pid: number): number {
  const f = statFields(pid);
  if (f === undefined) return 0;
  return Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
}

/** CPU seconds of a process tree: each live process and what it has waited for. */
function treeCpu(pid: number): number {
  let ticks = 0;
  const todo = [pid];
  for (let p = todo.pop(); p !== undefined; p = todo.pop()) {
    ticks += ownAndReaped(p);
    todo.push(...children(p));
  }
  return ticks / ticksPerSecond;
}

/** The start time of a process (clock ticks since boot), or undefined when it is gone. */
function startTicks(pid: number): number | undefined {
  const f = statFields(pid);
  return f === undefined ? undefined : Number(f[19]);
}

const round = (n: number): number => Math.round(n * 100) / 100;

export default class CiTimesReporter implements Reporter {
  private readonly outputFile: string;
  private rootDir = process.cwd();
  private workers = 0;
  private startedAt = Date.now();
  private loadBefore: number[] = [];
  private readonly pids = new Map<number, number | undefined>();
  /**
   * Every worker process seen, in the order they were started. Playwright numbers its workers in
   * that order from 0 (and sets TEST_WORKER_INDEX only inside the worker, where /proc cannot read
   * it), so the worker of index n is the n-th of this list.
   */
  private readonly started: number[] = [];
  private readonly atBegin = new Map<TestCase, number>();
  private readonly files = new Map<string, FileTimes & { first: number; last: number }>();
  private readonly starts: Record<string, { workers: number; cpuSeconds: number }> = {};

  constructor(options: { outputFile?: string } = {}) {
    this.outputFile = options.outputFile ?? process.env.PAYCERT_CI_TIMES ?? 'ci-times.json';
  }

  onBegin(config: FullConfig, _suite: Suite): void {
    this.rootDir = config.rootDir;
    this.workers = config.workers;
    this.startedAt = Date.now();
    this.loadBefore = loadavg().map(round);
  }

  /** Notes worker processes started since the last look, oldest first. */
  private seeWorkers(): void {
    const fresh = children(process.pid)
      .filter((pid) => !this.started.includes(pid))
      .filter((pid) => (read(`/proc/${pid}/cmdline`) ?? '').includes('workerProcessEntry'))
      .map((pid) => ({ pid, start: startTicks(pid) ?? 0 }))
      .sort((a, b) => a.start - b.start || a.pid - b.pid);
    this.started.push(...fresh.map((w) => w.pid));
  }

  onTestBegin(test: TestCase, result: TestResult): void {
    let pid = this.pids.get(result.workerIndex);
    if (!this.pids.has(result.workerIndex)) {
      this.seeWorkers();
      pid = this.started[result.workerIndex];
      this.pids.set(result.workerIndex, pid);
      const project = test.parent.project()?.name ?? '';
      const s = (this.starts[project] ??= { workers: 0, cpuSeconds: 0 });
      s.workers++;
      if (pid !== undefined) s.cpuSeconds = round(s.cpuSeconds + treeCpu(pid));
    }
    if (pid !== undefined) this.atBegin.set(test, treeCpu(pid));
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const pid = this.pids.get(result.workerIndex);
    const before = this.atBegin.get(test);
    this.atBegin.delete(test);
    const cpu = pid === undefined || before === undefined ? 0 : Math.max(0, treeCpu(pid) - before);
    const project = test.parent.project()?.name ?? '';
    const file = relative(this.rootDir, test.location.file);
    const key = `${project}\0${file}`;
    const start = result.startTime.getTime();
    const e = this.files.get(key) ?? {
      project,
      file,
      tests: 0,
      wallSeconds: 0,
      spanSeconds: 0,
      cpuSeconds: 0,
      first: start,
      last: start,
    };
    e.tests++;
    e.wallSeconds += result.duration / 1000;
    e.cpuSeconds += cpu;
    e.first = Math.min(e.first, start);
    e.last = Math.max(e.last, start + result.duration);
    this.files.set(key, e);
  }

  onEnd(_result: FullResult): void {
    const usage = process.resourceUsage();
    const times: CiTimes = {
      startedAt: new Date(this.startedAt).toISOString(),
      wallSeconds: round((Date.now() - this.startedAt) / 1000),
      loadBefore: this.loadBefore,
      loadAfter: loadavg().map(round),
      workers: this.workers,
      runnerCpuSeconds: round((usage.userCPUTime + usage.systemCPUTime) / 1e6),
      totalCpuSeconds: round(treeCpu(process.pid)),
      workerStarts: this.starts,
      files: [...this.files.values()]
        .map(({ first, last, ...f }) => ({
          ...f,
          wallSeconds: round(f.wallSeconds),
          cpuSeconds: round(f.cpuSeconds),
          spanSeconds: round((last - first) / 1000),
        }))
        .sort((a, b) => b.cpuSeconds - a.cpuSeconds),
    };
    writeFileSync(this.outputFile, `${JSON.stringify(times, null, 2)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
