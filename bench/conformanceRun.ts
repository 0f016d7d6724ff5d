/**
 * The full conformance run against the embedded simulators, no reporters:
 * wall time of the whole run, of each project alone, of the run split over 2
 * shards (each shard as one machine would run it; the slower shard is the
 * wall time), and the share of a run spent starting the browser and the
 * simulators. The main job itself, with every reporter and the seal, is
 * bench/mainJob.ts.
 *
 *   npx tsx bench/conformanceRun.ts [--runs 3]
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
import { measured } from './quietMachine.js';

const projects = ['terminal', 'gateway', 'properties'] as const;

export interface ConformanceRunResult {
  bench: 'conformance-run';
  runs: number;
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

export async function runConformanceBench(
  runs = 3,
  log: (s: string) => void = () => {},
): Promise<ConformanceRunResult> {
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
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = scriptFlags(
    'conformanceRun.ts',
    'Usage: npx tsx bench/conformanceRun.ts [flags]',
    { runs: { type: 'string', value: '<n>', help: 'how many runs (default 3)' } },
    (v) => (v.runs === undefined ? 3 : flagInteger('--runs', v.runs, 1, 100)),
  );
  const log = (s: string): void => console.error(s);
  const { value, conditions } = await measured(() => runConformanceBench(runs, log), { log });
  console.log(JSON.stringify({ ...value, conditions }, null, 2));
}
