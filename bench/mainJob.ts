/**
 * The main job as an integrator's CI runs it (`paycert conformance`, every
 * reporter on, the folder sealed), from the repository and from the installed
 * package, each run on a quiet machine if one comes (bench/quietMachine.ts)
 * and with its load average before and after. Beside the wall time: the CPU
 * seconds of every process the run started and how many of each kind
 * (bench/processTree.ts: Playwright workers, browser launches), which hold
 * on a busy machine too, and the run split into phases from the moments its
 * console lines appear: start (CLI, pre-flight, Playwright loading the
 * configuration and every test file) until "Running N tests"; tests until
 * the last "tests done" line; reporters until the verdict prints; the rest
 * (Playwright's exit, the browser's close, the seal) until the end.
 *
 *   npx tsx bench/mainJob.ts [--runs 5] [--from repository|package|both] [--quiet-wait 600]
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagInteger, FlagError, scriptFlags } from '../lib/support/cli/flags.js';
import { packAndInstall, repository, userEnv } from '../selftest/package/scratchProject.js';
import { TreeSampler, type TreeUsage } from './processTree.js';
import { finish, waitForQuiet, type Conditions, type QuietOptions } from './quietMachine.js';
import { summarise, type Summary } from './stats.js';

export type MainJobSource = 'repository' | 'package';

export interface MainJobRun {
  readonly source: MainJobSource;
  readonly wallSeconds: number;
  readonly usage: TreeUsage;
  readonly conditions: Conditions;
  readonly exitCode: number | null;
  readonly phases: {
    readonly startSeconds: number;
    readonly testsSeconds: number;
    readonly reportersSeconds: number;
    readonly endSeconds: number;
  };
  /** Per project: tests, the sum of their durations, and the span first start → last end (seconds). */
  readonly projects: Record<string, { tests: number; sumSeconds: number; spanSeconds: number }>;
  /** Files in the evidence folder (the manifest's count), to see that the evidence stayed whole. */
  readonly evidenceFiles: number;
}

export interface MainJobSummary {
  readonly runs: MainJobRun[];
  /** Medians over the runs of each source that were taken on a quiet machine only. */
  readonly bySource: Partial<
    Record<MainJobSource, { wallSeconds: Summary; cpuSeconds: Summary; quietRuns: number; runs: number }>
  >;
}

interface AllureResult {
  start?: number;
  stop?: number;
  parameters?: { name: string; value: string }[];
}

async function projectTimes(dir: string): Promise<MainJobRun['projects']> {
  const folder = join(dir, 'allure-results');
  const out: Record<string, { tests: number; sumSeconds: number; first: number; last: number }> = {};
  let names: string[] = [];
  try {
    names = (await readdir(folder)).filter((n) => n.endsWith('-result.json'));
  } catch {
    return {};
  }
  for (const f of names) {
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

/** How the main job is started from each source: the repository's npm script, the installed bin. */
function command(source: MainJobSource, project: string | undefined): { cmd: string; args: string[] } {
  if (source === 'repository')
    return {
      cmd: process.execPath,
      args: ['--import', 'tsx', join(repository, 'bin', 'paycert.ts'), 'conformance'],
    };
  if (project === undefined) throw new Error('no installed package to run');
  return { cmd: join(project, 'node_modules', '.bin', 'paycert'), args: ['conformance'] };
}

/** One `paycert conformance` run into a temporary reports folder, bounded by `timeoutMs`. */
export async function timeMainJob(
  source: MainJobSource,
  o: { project?: string; quiet?: QuietOptions; timeoutMs?: number } = {},
): Promise<MainJobRun> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-main-job-'));
  const reports = join(dir, 'reports');
  const { cmd, args } = command(source, o.project);
  const conditions = await waitForQuiet(o.quiet);
  const start = performance.now();
  const at = (): number => (performance.now() - start) / 1000;
  const marks = { running: NaN, lastTest: NaN, verdict: NaN, files: NaN };
  try {
    const { code, usage } = await new Promise<{ code: number | null; usage: TreeUsage }>((done) => {
      const child = spawn(cmd, args, {
        cwd: source === 'repository' ? repository : o.project,
        env: { ...(source === 'repository' ? process.env : userEnv()), PAYCERT_REPORTS_DIR: reports },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      const sampler = new TreeSampler(child.pid ?? -1);
      const timer = setTimeout(() => child.kill('SIGTERM'), o.timeoutMs ?? 600_000);
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        const t = at();
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (/^Running \d+ tests/.test(line)) marks.running = t;
          else if (/tests done/.test(line)) marks.lastTest = t;
          else if (/^paycert conformance: /.test(line)) marks.verdict = t;
          const files = /^evidence manifest: .*\((\d+) files\)/.exec(line);
          if (files !== null) marks.files = Number(files[1]);
        }
      });
      child.on('close', (c) => {
        clearTimeout(timer);
        const usage = sampler.stop();
        // PAYCERT_BENCH_PROCESSES=<file>: every process of the run, for a closer look.
        const dump = process.env.PAYCERT_BENCH_PROCESSES;
        if (dump !== undefined) writeFileSync(dump, `${JSON.stringify(sampler.list(), null, 1)}\n`);
        done({ code: c, usage });
      });
    });
    const wallSeconds = at();
    return {
      source,
      wallSeconds,
      usage,
      conditions: finish(conditions),
      exitCode: code,
      phases: {
        startSeconds: marks.running,
        testsSeconds: marks.lastTest - marks.running,
        reportersSeconds: marks.verdict - marks.lastTest,
        endSeconds: wallSeconds - marks.verdict,
      },
      projects: await projectTimes(reports),
      evidenceFiles: marks.files,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function summariseMainJob(runs: MainJobRun[]): MainJobSummary {
  const bySource: MainJobSummary['bySource'] = {};
  for (const source of ['repository', 'package'] as const) {
    const mine = runs.filter((r) => r.source === source);
    if (mine.length === 0) continue;
    const quiet = mine.filter((r) => r.conditions.quiet);
    bySource[source] = {
      wallSeconds: summarise(quiet.map((r) => r.wallSeconds)),
      cpuSeconds: summarise(mine.map((r) => r.usage.totalCpuSeconds)),
      quietRuns: quiet.length,
      runs: mine.length,
    };
  }
  return { runs, bySource };
}

/** `runs` main jobs from each source asked for, alternating so that a change of load hits both alike. */
export async function runMainJobBench(
  runs: number,
  sources: readonly MainJobSource[],
  log: (s: string) => void = () => {},
  quiet: QuietOptions = {},
): Promise<MainJobSummary> {
  let scratch: Awaited<ReturnType<typeof packAndInstall>> | undefined;
  if (sources.includes('package')) {
    log('main job: packing and installing the package into a scratch project');
    scratch = await packAndInstall();
  }
  const all: MainJobRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      for (const source of sources) {
        const m = await timeMainJob(source, {
          ...(scratch ? { project: scratch.project } : {}),
          quiet: { log, ...quiet },
        });
        all.push(m);
        log(
          `main job ${source} ${i + 1}/${runs}: ${m.wallSeconds.toFixed(1)} s wall, ${m.usage.totalCpuSeconds.toFixed(1)} CPU s, ` +
            `${m.usage.processes['Playwright worker']} workers, ${m.usage.processes.browser} browsers, ` +
            `load ${m.conditions.loadBefore[0]} → ${m.conditions.loadAfter?.[0]}${m.conditions.quiet ? '' : ' (not quiet)'}, exit ${String(m.exitCode)}`,
        );
      }
    }
  } finally {
    if (scratch !== undefined) await rm(scratch.root, { recursive: true, force: true });
  }
  return summariseMainJob(all);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runs, sources, maxWaitMs } = scriptFlags(
    'mainJob.ts',
    'Usage: npx tsx bench/mainJob.ts [flags]',
    {
      runs: { type: 'string', value: '<n>', help: 'runs per source (default 5)' },
      from: { type: 'string', value: '<source>', help: 'repository, package or both (default both)' },
      'quiet-wait': {
        type: 'string',
        value: '<s>',
        help: 'longest wait for a quiet machine before each run (default 600)',
      },
    },
    (v) => {
      const from = v.from ?? 'both';
      if (!['repository', 'package', 'both'].includes(from))
        throw new FlagError('--from takes repository, package or both');
      return {
        runs: v.runs === undefined ? 5 : flagInteger('--runs', v.runs, 1, 50),
        sources: (from === 'both' ? ['repository', 'package'] : [from]) as MainJobSource[],
        maxWaitMs:
          v['quiet-wait'] === undefined
            ? 600_000
            : flagInteger('--quiet-wait', v['quiet-wait'], 0, 7200) * 1000,
      };
    },
  );
  const result = await runMainJobBench(runs, sources, (s) => console.error(s), { maxWaitMs });
  console.log(JSON.stringify(result, null, 2));
}
