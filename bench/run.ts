/**
 * `npm run bench`: every benchmark, in one go on one machine, written to
 * bench/results.md and its JSON twin bench/results.json. Loopback only,
 * every load bounded in time. Each benchmark first waits, bounded, for a
 * quiet machine (bench/quietMachine.ts) and records the load average before
 * and after it; a figure taken on a busy machine is printed as such, never as
 * paycert's. Flags: --quick (fewer rounds, for a smoke run), --only
 * <name,...> (throughput, validation, conformance, mainjob, failing, fleet,
 * soak, proxy, observe, gate, pages; and ci, which is not in the default set: one whole
 * `npm test`, written to bench/ci-times.md), --quiet-wait <s>.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlagError, flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { runCiTimes } from './ciTimes.js';
import { runConformanceBench } from './conformanceRun.js';
import { runFailingRunBench } from './failingRun.js';
import { renderGateCost, runGateCostBench, type GateCostResult } from './gateCost.js';
import { runGatewayThroughputBench } from './gatewayThroughput.js';
import { runMainJobBench } from './mainJob.js';
import { runPageUpdatesBench, type PageUpdatesResult } from './pageUpdates.js';
import { renderObserveCost, runObserveCostBench, type ObserveCostResult } from './proxyObserveCost.js';
import { renderProxyResult, runProxyThroughputBench, type ProxyPeersResult } from './proxyThroughput.js';
import { measured, type Conditions, type QuietOptions } from './quietMachine.js';
import { renderPageUpdates } from './renderPageUpdates.js';
import { renderResults } from './renderResults.js';
import { summarise } from './stats.js';
import { runSoakBench } from './soak.js';
import { runTerminalFleetBench } from './terminalFleet.js';
import { runTerminalThroughputBench } from './terminalThroughput.js';
import { runValidationCostBench } from './validationCost.js';

const benches = [
  'throughput',
  'validation',
  'conformance',
  'mainjob',
  'failing',
  'fleet',
  'soak',
  'proxy',
  'observe',
  'gate',
  'pages',
  'ci',
] as const;
type Bench = (typeof benches)[number];
/** What `npm run bench` runs without --only: all but the whole CI run. */
const defaults = benches.filter((b) => b !== 'ci');

const { quick, only, maxWaitMs } = scriptFlags(
  'bench',
  'Usage: npm run bench [-- flags]\n\nRuns the benchmarks and writes bench/results.md and bench/results.json.',
  {
    quick: { type: 'boolean', help: 'fewer rounds (a smoke run; figures are noisier)' },
    only: { type: 'string', value: '<names>', help: `a comma-separated subset of ${benches.join(', ')}` },
    'quiet-wait': {
      type: 'string',
      value: '<s>',
      help: 'longest wait for a quiet machine before each benchmark (default 600)',
    },
  },
  (values) => {
    const maxWaitMs =
      values['quiet-wait'] === undefined
        ? 600_000
        : flagInteger('--quiet-wait', values['quiet-wait'], 0, 7200) * 1000;
    if (values.only === undefined)
      return { quick: values.quick === true, only: new Set<Bench>(defaults), maxWaitMs };
    const names = values.only.split(',').filter(Boolean);
    const bad = names.find((n) => !(benches as readonly string[]).includes(n));
    if (bad !== undefined || names.length === 0)
      throw new FlagError(`--only takes names from ${benches.join(', ')}${bad ? `; got "${bad}"` : ''}`);
    return { quick: values.quick === true, only: new Set(names as Bench[]), maxWaitMs };
  },
);

async function readPrevious(path: string): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}
const log = (s: string): void => console.error(`bench: ${s}`);
const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  date: new Date().toISOString(),
  quick,
};
const here = dirname(fileURLToPath(import.meta.url));
// With --only, the benches not run keep their last figures (each says when it was measured).
const previous = await readPrevious(join(here, 'results.json'));
const results: Record<string, unknown> = { ...previous, machine };
const quiet: QuietOptions = { maxWaitMs, log };
/** Runs one benchmark on a quiet machine if one comes; its result carries the conditions and the date. */
async function timed<T extends object>(
  body: () => Promise<T>,
): Promise<T & { measuredAt: string; conditions: Conditions }> {
  const { value, conditions } = await measured(body, quiet);
  return { ...value, conditions, measuredAt: new Date().toISOString() };
}
const rounds = quick ? 2 : 5;

if (only.has('validation')) {
  log('validation cost');
  results.validation = await timed(() => Promise.resolve(runValidationCostBench(quick ? 3 : 9)));
}
if (only.has('throughput')) {
  log('terminal GET latest.json throughput');
  const t = await timed(() => runTerminalThroughputBench({ rounds, durationSec: quick ? 2 : 3, log }));
  results.terminalThroughput = {
    ...t,
    ratios: summarise(t.simulatorRps.map((s, i) => s / (t.bareRps[i] ?? NaN))),
  };
  log('gateway POST payment-jobs throughput');
  const g = await timed(() => runGatewayThroughputBench({ rounds, seconds: quick ? 2 : 3 }));
  results.gatewayThroughput = {
    ...g,
    ratios: summarise(g.simulatorRps.map((s, i) => s / (g.bareRps[i] ?? NaN))),
  };
}
if (only.has('conformance')) {
  log('conformance run (full, per project, 2 shards; no reporters)');
  results.conformance = await timed(() => runConformanceBench(quick ? 1 : 3, log));
}
if (only.has('mainjob')) {
  // Each run waits for quiet on its own and carries its own load (bench/mainJob.ts).
  log('main job (paycert conformance, every report and the seal), from the repository and the package');
  const m = await runMainJobBench(quick ? 1 : 5, ['repository', 'package'], log, quiet);
  results.mainJob = { ...m, measuredAt: new Date().toISOString() };
}
if (only.has('failing')) {
  log('failing run (terminal project, one fault switch) over passing run');
  results.failing = await timed(() => runFailingRunBench(quick ? 1 : 5, log));
}
if (only.has('fleet')) {
  const runs: (Awaited<ReturnType<typeof runTerminalFleetBench>> & { conditions: Conditions })[] = [];
  for (let i = 0; i < (quick ? 1 : 2); i++) {
    log(`fleet ${i + 1}: 1, 2 and 4 terminals, 2 s presentation delay`);
    runs.push(await timed(() => runTerminalFleetBench({ presentDelayMs: 2000 })));
  }
  const sizes = ['1', '2', '4'];
  results.fleet = {
    measuredAt: new Date().toISOString(),
    runs,
    seconds: Object.fromEntries(sizes.map((n) => [n, summarise(runs.map((r) => r.seconds[n] ?? NaN))])),
    ratioFourToOne: summarise(runs.map((r) => r.ratioFourToOne)),
    allPassed: runs.every((r) => Object.values(r.exitCodes).every((c) => c === 0)),
    conditions: runs.map((r) => r.conditions),
  };
}

if (only.has('soak')) {
  log('soak: print, start/poll, payment-job create/retrieve; RSS before, peak, after');
  results.soak = await timed(() => runSoakBench({ seconds: quick ? 5 : 15, log }));
}

if (only.has('proxy')) {
  log('recording proxy beside its peers: throughput, latency at 20 req/s, RSS over a soak');
  results.proxy = await timed(() =>
    runProxyThroughputBench({
      rounds,
      seconds: quick ? 2 : 3,
      soakSeconds: quick ? 5 : 30,
      latencyRequests: quick ? 60 : 200,
      log,
    }),
  );
}

if (only.has('observe')) {
  log('recording proxy: CPU per exchange after forwarding (judge.observe + recorder.record)');
  results.proxyObserve = await timed(() => runObserveCostBench(quick ? 3 : 7, quick ? 100 : 300));
}

if (only.has('ci')) {
  log('one CI run (npm test) with the per-file reporter: bench/ci-times.md');
  await writeFile(join(here, 'ci-times.md'), await runCiTimes(maxWaitMs, log));
}

if (only.has('gate')) {
  log('the gate: one small test session in-process and through paycert proxy -- <command>');
  results.gateCost = await timed(() => runGateCostBench(quick ? 1 : 3, log));
}

if (only.has('pages')) {
  log(
    "the simulators' pages: a sale's amount, a printed line, a new payment job, from the API call to the page",
  );
  results.pages = await timed(() => runPageUpdatesBench({ samples: quick ? 5 : 20, log }));
}

await writeFile(join(here, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
// Only figures that carry the load they were taken at are written (renderResults.ts).
const withLoad = <T>(r: unknown): T | undefined =>
  typeof r === 'object' && r !== null && ('conditions' in r || 'loadAverage' in r) ? (r as T) : undefined;
await writeFile(
  join(here, 'results.md'),
  renderResults(results) +
    renderProxyResult(withLoad<ProxyPeersResult>(results.proxy)) +
    renderObserveCost(withLoad<ObserveCostResult>(results.proxyObserve)) +
    renderGateCost(withLoad<GateCostResult>(results.gateCost)) +
    renderPageUpdates(withLoad<PageUpdatesResult>(results.pages)),
);
log('wrote bench/results.md and bench/results.json');
