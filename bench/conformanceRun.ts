/**
 * The full conformance run against the embedded simulators: wall time of the
 * whole run, of each project alone, of the run split over 2 shards (each
 * shard as one machine would run it; the slower shard is the wall time), and
 * the share of a run spent starting the browser and the simulators.
 *
 * It begins with the main job itself (bench/mainJob.ts): `paycert conformance`
 * with every reporter, split into phases, with its CPU seconds.
 *
 *   npx tsx bench/conformanceRun.ts [--runs 3] [--main-only]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../fixtures/browser.js';
import { startGatewaySimulator } from '../simulators/gateway/index.js';
import { startTerminalSimulator } from '../simulators/terminal/index.js';
import { summarise, type Summary } from './stats.js';
import { timeCommand } from './timeCommand.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { timeMainJob, type MainJobRun } from './mainJob.js';

const projects = ['terminal', 'gateway', 'properties'] as const;

export interface ConformanceRunResult {
  bench: 'conformance-run';
  runs: number;
  /** `paycert conformance` as CI runs it, one entry per run (bench/mainJob.ts). */
  mainJob: { runs: MainJobRun[]; wallSeconds: Summary; cpuSeconds: Summary };
  /** Only the main job was measured (--main-only): the figures below are empty. */
  mainOnly?: boolean;
  workers: number;
  fullSeconds: Summary;
  perProjectSeconds: Record<(typeof projects)[number], Summary>;
  twoShardSeconds: Summary;
  shardRatio: Summary;
  startup: {
    browserMs: Summary;
    terminalSimulatorMs: Summary;
    gatewaySimulatorMs: Summary;
    shareOfFullRun: number;
  };
  allPassed: boolean;
  target: { fullSeconds: number };
  pass: boolean;
}

async function playwright(args: readonly string[]): Promise<{ seconds: number; ok: boolean }> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-bench-'));
  try {
    const t = await timeCommand('npx', ['playwright', 'test', '--reporter=null', ...args], {
      PAYCERT_RUN_DIR: dir,
    });
    return { seconds: t.ms / 1000, ok: t.code === 0 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function startupCosts(
  runs: number,
): Promise<ConformanceRunResult['startup'] & { shareOfFullRun: number }> {
  const browser: number[] = [];
  const terminal: number[] = [];
  const gateway: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    const b = await chromium.launch(chromiumLaunchOptions());
    await (await b.newPage()).close();
    browser.push(performance.now() - t);
    await b.close();
    t = performance.now();
    const ts = await startTerminalSimulator({ port: 0 });
    terminal.push(performance.now() - t);
    await ts.stop();
    t = performance.now();
    const gs = await startGatewaySimulator({ port: 0 });
    gateway.push(performance.now() - t);
    await gs.stop();
  }
  return {
    browserMs: summarise(browser),
    terminalSimulatorMs: summarise(terminal),
    gatewaySimulatorMs: summarise(gateway),
    shareOfFullRun: NaN,
  };
}

async function mainJobRuns(runs: number, log: (s: string) => void): Promise<ConformanceRunResult['mainJob']> {
  const main: MainJobRun[] = [];
  for (let i = 0; i < runs; i++) {
    const m = await timeMainJob();
    main.push(m);
    log(
      `main job ${i + 1}/${runs}: ${m.wallSeconds.toFixed(1)} s wall, ${m.cpuSeconds.toFixed(1)} CPU s, ` +
        `load ${m.loadBefore.toFixed(1)} → ${m.loadAfter.toFixed(1)}, exit ${String(m.exitCode)}`,
    );
  }
  return {
    runs: main,
    wallSeconds: summarise(main.map((m) => m.wallSeconds)),
    cpuSeconds: summarise(main.map((m) => m.cpuSeconds)),
  };
}

export async function runConformanceBench(
  runs = 3,
  log: (s: string) => void = () => {},
  mainOnly = false,
): Promise<ConformanceRunResult> {
  const mainJob = await mainJobRuns(runs, log);
  if (mainOnly) {
    const none = summarise([]);
    const passed = mainJob.runs.every((m) => m.exitCode === 0);
    return {
      bench: 'conformance-run',
      runs,
      mainJob,
      mainOnly,
      workers: Number(process.env.PAYCERT_WORKERS ?? '') || 2,
      fullSeconds: none,
      perProjectSeconds: { terminal: none, gateway: none, properties: none },
      twoShardSeconds: none,
      shardRatio: none,
      startup: { browserMs: none, terminalSimulatorMs: none, gatewaySimulatorMs: none, shareOfFullRun: NaN },
      allPassed: passed,
      target: { fullSeconds: 10 },
      pass: passed && mainJob.wallSeconds.median < 10,
    };
  }
  const all = projects.map((p) => `--project=${p}`);
  const full: number[] = [];
  const shards: number[] = [];
  const ratios: number[] = [];
  const perProject: Record<string, number[]> = { terminal: [], gateway: [], properties: [] };
  let allPassed = true;
  for (let i = 0; i < runs; i++) {
    const f = await playwright(all);
    full.push(f.seconds);
    allPassed &&= f.ok;
    const s1 = await playwright([...all, '--shard=1/2']);
    const s2 = await playwright([...all, '--shard=2/2']);
    const shardWall = Math.max(s1.seconds, s2.seconds);
    shards.push(shardWall);
    ratios.push(shardWall / f.seconds);
    for (const p of projects) perProject[p]?.push((await playwright([`--project=${p}`])).seconds);
    log(
      `conformance run ${i + 1}/${runs}: full ${f.seconds.toFixed(1)} s, 2 shards ${shardWall.toFixed(1)} s`,
    );
  }
  const fullSeconds = summarise(full);
  const startup = await startupCosts(runs);
  const workers = Number(process.env.PAYCERT_WORKERS ?? '') || 2;
  // Each worker starts its own simulators; only gateway workers with a page launch a browser.
  const startMs =
    workers *
    (startup.browserMs.median + startup.terminalSimulatorMs.median + startup.gatewaySimulatorMs.median);
  return {
    bench: 'conformance-run',
    runs,
    mainJob,
    workers,
    fullSeconds,
    perProjectSeconds: {
      terminal: summarise(perProject.terminal ?? []),
      gateway: summarise(perProject.gateway ?? []),
      properties: summarise(perProject.properties ?? []),
    },
    twoShardSeconds: summarise(shards),
    shardRatio: summarise(ratios),
    startup: { ...startup, shareOfFullRun: startMs / 1000 / fullSeconds.median },
    allPassed,
    // Issue 21: the main job (`paycert conformance`, reporters and sealing included) under 10 s.
    target: { fullSeconds: 10 },
    pass: allPassed && mainJob.wallSeconds.median < 10,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runs, mainOnly } = scriptFlags(
    'conformanceRun.ts',
    'Usage: npx tsx bench/conformanceRun.ts [flags]',
    {
      runs: { type: 'string', value: '<n>', help: 'how many runs (default 3)' },
      'main-only': { type: 'boolean', help: 'only the main job (paycert conformance), split into phases' },
    },
    (v) => ({
      runs: v.runs === undefined ? 3 : flagInteger('--runs', v.runs, 1, 100),
      mainOnly: v['main-only'] === true,
    }),
  );
  console.log(JSON.stringify(await runConformanceBench(runs, (s) => console.error(s), mainOnly), null, 2));
}
