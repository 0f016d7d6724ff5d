/**
 * What the gate costs (issue 25 item 4): one small test session
 * (examples/gate/shop.test.ts: two sales, a print, a 3-D Secure payment)
 * run in-process against `startSimulators` and, unchanged, through
 * `paycert proxy --terminal-clock-speed 10 -- <the same command>`, side by
 * side in alternating order (a drift of the machine's load favours
 * neither). Per run: wall seconds, CPU seconds of the whole process tree
 * (GNU time) and the 1-minute load average before and after; the ratio is
 * gate / in-process per round. Target: wall ratio ≤ 2. paycert runs as an
 * installed project runs it: compiled (the package is built first, into
 * dist/), `paycert` resolving to dist/; the test file itself goes through
 * tsx on both sides.
 *
 *   npx tsx bench/gateCost.ts [--rounds 3]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { summarise, type Summary } from './stats.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const session = ['--import', 'tsx', '--test', 'examples/gate/shop.test.ts'];

export interface GateRun {
  readonly wallSeconds: number;
  /** user + system CPU seconds of every process of the run; NaN without GNU time. */
  readonly cpuSeconds: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly exitCode: number | null;
  /** The test runner's own `# duration_ms`, in seconds. */
  readonly testsSeconds: number;
}

export interface GateCostResult {
  readonly bench: 'gate-cost';
  readonly inProcess: readonly GateRun[];
  readonly gate: readonly GateRun[];
  /** gate / in-process wall seconds, per round. */
  readonly wallRatio: Summary;
  readonly cpuRatio: Summary;
  /** True when a run started with the load average above the number of cores: the wall figures are the neighbours' as much as paycert's. */
  readonly loaded: boolean;
  readonly cores: number;
}

async function timed(args: readonly string[]): Promise<GateRun> {
  const dir = await mkdtemp(join(tmpdir(), 'paycert-gate-bench-'));
  const cpuFile = join(dir, 'cpu.txt');
  const gnuTime = existsSync('/usr/bin/time');
  const cli = [process.execPath, ...args.map((a) => a.replace('<out>', join(dir, 'client')))];
  const [cmd, ...rest] = gnuTime ? ['/usr/bin/time', '-f', '%U %S', '-o', cpuFile, ...cli] : cli;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
  // `paycert` resolves to the compiled package (dist/), as in an integrator's project.
  env.NODE_OPTIONS = (env.NODE_OPTIONS ?? '').replace('--conditions=paycert-repository-source', '').trim();
  const loadBefore = loadavg()[0] ?? NaN;
  const start = performance.now();
  try {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((done) => {
      const child = spawn(cmd ?? '', rest, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));
      child.stderr.on('data', (b: Buffer) => (output = (output + b.toString()).slice(-20_000)));
      const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
      child.on('close', (c) => {
        clearTimeout(timer);
        done({ code: c, output });
      });
    });
    const wallSeconds = (performance.now() - start) / 1000;
    const cpu = gnuTime ? (await readFile(cpuFile, 'utf8')).trim().split(/\s+/).slice(-2).map(Number) : [];
    return {
      wallSeconds,
      cpuSeconds: cpu.length === 2 ? (cpu[0] ?? NaN) + (cpu[1] ?? NaN) : NaN,
      loadBefore,
      loadAfter: loadavg()[0] ?? NaN,
      exitCode: code,
      testsSeconds: Number(/# duration_ms ([\d.]+)/.exec(output)?.[1] ?? NaN) / 1000,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function runGateCostBench(
  rounds: number,
  log: (line: string) => void = () => undefined,
): Promise<GateCostResult> {
  const inProcess: GateRun[] = [];
  const gate: GateRun[] = [];
  log('building the package (dist/) to measure what an installed project runs');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'tools/build.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_OPTIONS: '--conditions=paycert-repository-source' },
  });
  if (built.status !== 0) throw new Error(`the package build exited ${String(built.status)}`);
  const gateArgs = [
    'dist/bin/paycert.js',
    'proxy',
    '--terminal-clock-speed',
    '10',
    '--out',
    '<out>',
    '--',
    process.execPath,
    ...session,
  ];
  // One unmeasured run of each first: tsx's transform cache and the page cache, as on a second CI run.
  await timed(session);
  await timed(gateArgs);
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? (['in', 'gate'] as const) : (['gate', 'in'] as const);
    for (const which of order) {
      const r = await timed(which === 'in' ? session : gateArgs);
      (which === 'in' ? inProcess : gate).push(r);
      log(
        `gate cost round ${i + 1}, ${which === 'in' ? 'in-process' : 'through the gate'}: ${r.wallSeconds.toFixed(1)} s wall, ${r.cpuSeconds.toFixed(1)} CPU s, load ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)}, exit ${String(r.exitCode)}`,
      );
    }
  }
  const ratio = (k: 'wallSeconds' | 'cpuSeconds'): Summary =>
    summarise(gate.map((g, i) => g[k] / (inProcess[i]?.[k] ?? NaN)));
  const cores = cpus().length;
  return {
    bench: 'gate-cost',
    inProcess,
    gate,
    wallRatio: ratio('wallSeconds'),
    cpuRatio: ratio('cpuSeconds'),
    loaded: [...inProcess, ...gate].some((r) => r.loadBefore > cores),
    cores,
  };
}

/** The section of bench/results.md. */
export function renderGateCost(r: (GateCostResult & { measuredAt?: string }) | undefined): string {
  if (r === undefined) return '';
  const f = (x: number): string => (Number.isNaN(x) ? 'n/a' : x.toFixed(2));
  const row = (name: string, runs: readonly GateRun[]): string =>
    `| ${name} | ${runs.map((x) => f(x.wallSeconds)).join(', ')} | ${runs.map((x) => f(x.cpuSeconds)).join(', ')} | ${runs.map((x) => f(x.testsSeconds)).join(', ')} | ${runs.map((x) => `${x.loadBefore.toFixed(1)}→${x.loadAfter.toFixed(1)}`).join(', ')} | ${runs.map((x) => String(x.exitCode)).join(', ')} |`;
  return [
    '',
    '## The gate against the same tests in-process',
    '',
    'examples/gate/shop.test.ts (two sales, a print, a 3-D Secure payment) with `node --test`, in-process against',
    '`startSimulators` and through `paycert proxy --terminal-clock-speed 10 -- <the same command>`, alternating;',
    `paycert compiled (dist/), as installed. Measured ${r.measuredAt ?? 'now'} (\`npm run bench -- --only gate\`).`,
    `Wall ratio gate / in-process: ${f(r.wallRatio.median)} (${f(r.wallRatio.min)}–${f(r.wallRatio.max)}, n=${r.wallRatio.runs}), target ≤ 2;`,
    `CPU ratio: ${f(r.cpuRatio.median)} (${f(r.cpuRatio.min)}–${f(r.cpuRatio.max)}).`,
    r.loaded
      ? `**Taken on a loaded machine** (1-minute load above ${r.cores}, the number of cores): the wall seconds are the neighbours' as much as paycert's; the CPU seconds are not.`
      : 'Taken with the load average at most the number of cores.',
    '',
    '| run | wall s | CPU s | tests s (runner) | load before→after | exit |',
    '| --- | --- | --- | --- | --- | --- |',
    row('in-process', r.inProcess),
    row('through the gate', r.gate),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rounds = scriptFlags(
    'gateCost',
    'Usage: npx tsx bench/gateCost.ts [--rounds <n>]',
    { rounds: { type: 'string', value: '<n>', help: 'rounds of both runs (default 3)' } },
    (v) => (v.rounds === undefined ? 3 : flagInteger('--rounds', v.rounds, 1, 50)),
  );
  const r = await runGateCostBench(rounds, (l) => console.error(l));
  console.log(renderGateCost(r));
  console.log(JSON.stringify({ wallRatio: r.wallRatio, cpuRatio: r.cpuRatio, loaded: r.loaded }, null, 2));
}
