/**
 * bench/results.md from the results object of bench/run.ts: the machine, then
 * one table per benchmark. Only figures that carry the load average they were
 * taken at are written; a figure taken on a busy machine is printed with that
 * load and "busy", and is not judged against its target (on 2 shared cores a
 * wall-clock figure then measures the neighbours). Results of earlier runs
 * that recorded no load are left out and named, with the command that
 * measures them again.
 */
import type { MainJobRun, MainJobSummary } from './mainJob.js';
import type { Conditions } from './quietMachine.js';
import type { SoakResult } from './soak.js';
import type { Summary } from './stats.js';

type Results = Record<string, unknown>;

const f = (n: number | undefined, d = 2): string =>
  n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(d);
const s = (x: Summary | undefined, d = 2): string =>
  x === undefined || x.runs === 0 ? 'n/a' : `${f(x.median, d)} (${f(x.min, d)}–${f(x.max, d)}, n=${x.runs})`;

/** The conditions of a result: one, or (a benchmark of several runs) a list. */
type Recorded = { conditions?: Conditions | Conditions[] };

function conditionsOf(r: unknown): Conditions[] | undefined {
  const c = (r as Recorded | undefined)?.conditions;
  return c === undefined ? undefined : Array.isArray(c) ? c : [c];
}

const quietAll = (cs: readonly Conditions[]): boolean => cs.every((c) => c.quiet);

/** "0.12 → 0.85" for one measurement, "0.1–0.3 → 0.8–1.1" for several; "busy" when one was not quiet. */
export function loadCell(cs: readonly Conditions[] | undefined): string {
  if (cs === undefined || cs.length === 0) return 'not recorded';
  const range = (xs: number[]): string => {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    return lo === hi ? lo.toFixed(2) : `${lo.toFixed(2)}–${hi.toFixed(2)}`;
  };
  const before = range(cs.map((c) => c.loadBefore[0] ?? NaN));
  const after = range(cs.map((c) => c.loadAfter?.[0] ?? NaN));
  return `${before} → ${after}${quietAll(cs) ? '' : ', **busy**'}`;
}

/** met / not met on a quiet machine; on a busy one the figure is not paycert's, so not judged. */
function verdict(pass: boolean, cs: readonly Conditions[] | undefined): string {
  if (cs === undefined || !quietAll(cs)) return 'not judged (busy machine)';
  return pass ? 'met' : '**not met**';
}

function get<T>(r: Results, key: string): (T & Recorded) | undefined {
  return r[key] as (T & Recorded) | undefined;
}

/** The benchmarks whose last result carries no load average: left out, with how to measure them again. */
const commands: Record<string, string> = {
  terminalThroughput: 'throughput',
  gatewayThroughput: 'throughput',
  validation: 'validation',
  conformance: 'conformance',
  mainJob: 'mainjob',
  failing: 'failing',
  fleet: 'fleet',
  soak: 'soak',
  proxy: 'proxy',
  proxyObserve: 'observe',
};

function unrecorded(r: Results): string[] {
  const names = Object.entries(commands)
    .filter(([key]) => r[key] !== undefined && conditionsOf(r[key]) === undefined && key !== 'mainJob')
    .filter(([key]) => !(key === 'proxy' && (r.proxy as { loadAverage?: unknown }).loadAverage !== undefined))
    .map(([, name]) => name);
  const mj = r.mainJob as MainJobSummary | undefined;
  if (mj !== undefined && !Array.isArray(mj.runs)) names.push('mainjob');
  return [...new Set(names)];
}

export function renderResults(r: Results): string {
  const m = get<Record<string, unknown>>(r, 'machine') ?? {};
  const out: string[] = [
    '# paycert benchmarks',
    '',
    `Written ${String(m.date)} on ${String(m.cores)} cores (${String(m.cpu)}), ${String(m.memoryGiB)} GiB, Node ${String(m.node)}, ${String(m.platform)}${m.quick === true ? ', quick mode' : ''}.`,
    'Every figure is a median with its range (min–max) and the number of runs; every ratio is taken side by side in the same run.',
    'Each benchmark first waits, up to 10 minutes, for a quiet machine (the CPUs at least 90 % idle over 5 s, the 1-minute load average below one per core) and records the load average before and after it. ' +
      'A figure taken on a busy machine says so (**busy**) and is not judged against its target: on 2 shared cores a wall-clock figure then measures the neighbours as much as paycert. CPU seconds and counts hold better, but contention inflates CPU seconds too.',
    'Reproduce with `npm run bench` (the JSON twin is `bench/results.json`); `npm run bench -- --only mainjob` measures the main job alone.',
    '',
    '| benchmark | figure | target | | load before → after |',
    '| --- | --- | --- | --- | --- |',
  ];
  type Tp = { ratios?: Summary; simulatorRps?: number[]; bareRps?: number[] };
  const tt = get<Tp>(r, 'terminalThroughput');
  const ttc = conditionsOf(tt);
  if (tt && ttc)
    out.push(
      `| terminal GET latest.json, simulator / bare node:http | ${s(tt.ratios)} | ≥ 0.70 | ${verdict((tt.ratios?.median ?? 0) >= 0.7, ttc)} | ${loadCell(ttc)} |`,
    );
  const gt = get<Tp>(r, 'gatewayThroughput');
  const gtc = conditionsOf(gt);
  if (gt && gtc)
    out.push(
      `| gateway POST payment-jobs, simulator / bare node:http | ${s(gt.ratios)} | ≥ 0.60 | ${verdict((gt.ratios?.median ?? 0) >= 0.6, gtc)} | ${loadCell(gtc)} |`,
    );
  const v = get<{ ratio?: Summary; validateNsPerDoc?: Summary; parseNsPerDoc?: Summary; bytes?: number }>(
    r,
    'validation',
  );
  const vc = conditionsOf(v);
  if (v && vc)
    out.push(
      `| validating a finished transaction / JSON.parse of it | ${s(v.ratio)} | ≤ 1 | ${verdict((v.ratio?.median ?? 2) <= 1, vc)} | ${loadCell(vc)} |`,
    );
  const mj = r.mainJob as MainJobSummary | undefined;
  const mainRuns = mj !== undefined && Array.isArray(mj.runs) ? mj.runs : [];
  for (const source of ['repository', 'package'] as const) {
    const b = mj?.bySource?.[source];
    const runs = mainRuns.filter((x) => x.source === source);
    if (b === undefined || runs.length === 0) continue;
    const cs = runs.map((x) => x.conditions);
    out.push(
      `| main job from the ${source} (\`paycert conformance\`, every report, the seal), wall seconds, quiet runs only | ${b.quietRuns === 0 ? 'none quiet' : s(b.wallSeconds, 1)} | < 8 | ${
        b.quietRuns === 0
          ? 'not judged (busy machine)'
          : verdict(
              b.wallSeconds.median < 8 && runs.every((x) => x.exitCode === 0),
              runs.filter((x) => x.conditions.quiet).map((x) => x.conditions),
            )
      } | ${loadCell(cs)} |`,
      `| the same, CPU seconds of every process (bench/processTree.ts) | ${s(b.cpuSeconds, 1)} | | | ${loadCell(cs)} |`,
    );
  }
  type Conf = {
    fullSeconds?: Summary;
    twoShardSeconds?: Summary;
    shardRatio?: Summary;
    perProjectSeconds?: Record<string, Summary>;
    startup?: {
      browserMs?: Summary;
      terminalSimulatorMs?: Summary;
      gatewaySimulatorMs?: Summary;
      shareOfFullRun?: number;
    };
    allPassed?: boolean;
    workers?: number;
  };
  const c = get<Conf>(r, 'conformance');
  const cc = conditionsOf(c);
  if (c && cc)
    out.push(
      `| full conformance run, no reporters, wall seconds (${String(c.workers)} workers) | ${s(c.fullSeconds, 1)} | | | ${loadCell(cc)} |`,
      `| the same over 2 shards (slower shard), seconds | ${s(c.twoShardSeconds, 1)} | | | ${loadCell(cc)} |`,
    );
  type Failing = {
    fault?: string;
    ratio?: Summary;
    passingSeconds?: Summary;
    failingSeconds?: Summary;
    failedTests?: number;
    secondsPerFailedTest?: number;
  };
  const fr = get<Failing>(r, 'failing');
  const frc = conditionsOf(fr);
  if (fr && frc)
    out.push(
      `| terminal project with fault ${String(fr.fault)} / without it, wall time | ${s(fr.ratio)} | ≤ 1.2 | ${verdict((fr.ratio?.median ?? 99) <= 1.2, frc)} | ${loadCell(frc)} |`,
    );
  type Fleet = { seconds?: Record<string, Summary>; ratioFourToOne?: Summary; allPassed?: boolean };
  const fl = get<Fleet>(r, 'fleet');
  const flc = conditionsOf(fl);
  if (fl && flc)
    out.push(
      `| fleet: 4 terminals / 1 terminal, wall time | ${s(fl.ratioFourToOne)} | ≤ 0.40 | ${verdict(fl.allPassed === true && (fl.ratioFourToOne?.median ?? 1) <= 0.4, flc)} | ${loadCell(flc)} |`,
    );
  const missing = unrecorded(r);
  if (missing.length > 0)
    out.push(
      '',
      `Left out: the last results of ${missing.join(', ')} recorded no load average (measured before the benchmarks recorded it, some on a busy machine). ` +
        `Measure them again on a quiet machine: \`npm run bench -- --only ${missing.join(',')}\`.`,
    );
  if ((tt && ttc) || (gt && gtc)) {
    out.push('', '## Simulator throughput (requests per second, per round)', '');
    if (tt && ttc)
      out.push(
        `- terminal (load ${loadCell(ttc)}): simulator ${(tt.simulatorRps ?? []).map((x) => x.toFixed(0)).join(', ')}; bare ${(tt.bareRps ?? []).map((x) => x.toFixed(0)).join(', ')}`,
      );
    if (gt && gtc)
      out.push(
        `- gateway (load ${loadCell(gtc)}): simulator ${(gt.simulatorRps ?? []).map((x) => x.toFixed(0)).join(', ')}; bare ${(gt.bareRps ?? []).map((x) => x.toFixed(0)).join(', ')}`,
      );
  }
  if (v && vc)
    out.push(
      '',
      '## Validation cost',
      '',
      `- ${String(v.bytes)}-byte document (load ${loadCell(vc)}): validate ${s(v.validateNsPerDoc, 0)} ns, JSON.parse ${s(v.parseNsPerDoc, 0)} ns per document`,
    );
  if (fr && frc)
    out.push(
      '',
      '## Failing run against passing run',
      '',
      `- terminal project (load ${loadCell(frc)}): passing ${s(fr.passingSeconds, 1)} s, with ${String(fr.fault)} ${s(fr.failingSeconds, 1)} s; ` +
        `${String(fr.failedTests)} tests failed, each costing about ${f(fr.secondsPerFailedTest, 1)} s of worker time.`,
      '- Playwright ends the worker after every failed test (microsoft/playwright#32803); a test that fails a MUST ' +
        'declares its failure expected so the worker goes on, and reporters/presentMustFailures.ts shows it as ' +
        'failed again in every report (lib/reporting/report/mustFailureMarker.ts).',
    );
  out.push(...renderMainJob(mainRuns));
  if (c && cc) {
    out.push(
      '',
      `## The conformance run without reporters (load ${loadCell(cc)})`,
      '',
      '| part | seconds |',
      '| --- | --- |',
    );
    for (const [p, x] of Object.entries(c.perProjectSeconds ?? {}))
      out.push(`| project ${p} alone | ${s(x, 1)} |`);
    out.push(
      `| full run | ${s(c.fullSeconds, 1)} |`,
      `| 2 shards, slower shard | ${s(c.twoShardSeconds, 1)} (ratio to full ${s(c.shardRatio)}) |`,
    );
    const st = c.startup;
    if (st)
      out.push(
        '',
        `Starting things, per worker: browser ${s(st.browserMs, 0)} ms, terminal simulator ${s(st.terminalSimulatorMs, 0)} ms, gateway simulator ${s(st.gatewaySimulatorMs, 0)} ms — about ${f((st.shareOfFullRun ?? NaN) * 100, 0)} % of the full run's wall time.`,
      );
  }
  if (fl && flc) {
    out.push(
      '',
      `## Fleet scaling (terminal suite, 4 workers, 2 s card-presentation delay; load ${loadCell(flc)})`,
      '',
      '| terminals | wall seconds |',
      '| --- | --- |',
    );
    for (const [n, x] of Object.entries(fl.seconds ?? {})) out.push(`| ${n} | ${s(x, 1)} |`);
  }
  const soak = get<SoakResult>(r, 'soak');
  if (soak && conditionsOf(soak)) out.push(...renderSoak(soak, conditionsOf(soak)));
  return `${out.join('\n')}\n`;
}

/** The main job's runs (bench/mainJob.ts): one row each, with its load, CPU by kind, counts and phases. */
function renderMainJob(runs: readonly MainJobRun[]): string[] {
  if (runs.length === 0) return [];
  const projects = [...new Set(runs.flatMap((x) => Object.keys(x.projects)))].sort();
  const cpu = (x: MainJobRun, k: keyof MainJobRun['usage']['cpuSeconds']): string =>
    f(x.usage.cpuSeconds[k], 1);
  return [
    '',
    '## Where the main job spends its time',
    '',
    '`paycert conformance` as CI runs it (bench/mainJob.ts), from the repository (`npm run conformance`) and from the installed package (`npx paycert conformance`). ' +
      'CPU seconds of every process of the run, by kind, and how many Playwright workers and browsers it started (bench/processTree.ts). ' +
      'Phases from the console: start = CLI, pre-flight (which launches the run\'s browser) and Playwright loading every test file, until "Running N tests"; ' +
      "tests until the last one ends; reporters until the verdict prints; end = Playwright's exit, the browser's close and the seal. " +
      "Per project: the sum of its tests' durations / the span from its first start to its last end. A **busy** run's seconds are not paycert's.",
    '',
    `| run | source | load before → after | wall s | CPU s | CLI | runner | workers | browser | workers started | browsers | start | tests | reporters | end | evidence files | ${projects.map((p) => `${p} sum / span`).join(' | ')} |`,
    `| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ${projects.map(() => '---').join(' | ')} |`,
    ...runs.map(
      (x, i) =>
        `| ${i + 1} | ${x.source} | ${loadCell([x.conditions])} | ${f(x.wallSeconds, 1)} | ${f(x.usage.totalCpuSeconds, 1)} | ` +
        `${cpu(x, 'paycert CLI')} | ${cpu(x, 'Playwright runner')} | ${cpu(x, 'Playwright worker')} | ` +
        `${f(x.usage.cpuSeconds.browser + x.usage.cpuSeconds['browser helper'], 1)} | ` +
        `${x.usage.processes['Playwright worker']} | ${x.usage.processes.browser} | ` +
        `${f(x.phases.startSeconds, 1)} | ${f(x.phases.testsSeconds, 1)} | ${f(x.phases.reportersSeconds, 1)} | ${f(x.phases.endSeconds, 1)} | ${String(x.evidenceFiles)} | ` +
        projects
          .map((p) => {
            const e = x.projects[p];
            return e === undefined ? 'n/a' : `${f(e.sumSeconds, 1)} / ${f(e.spanSeconds, 1)}`;
          })
          .join(' | ') +
        ' |',
    ),
  ];
}

/** The soak bench's table (bench/soak.ts): resident memory of the simulators' process per family. */
function renderSoak(k: SoakResult, cs: Conditions[] | undefined): string[] {
  const out = [
    '',
    `## Soak: resident memory under ${k.secondsPerFamily} s of load per family (both simulators, one process; load ${loadCell(cs)})`,
    '',
    '| family | requests | non-2xx | errors | RSS MiB before | at half-time | peak | at the end | 2 s after | growth, 2nd to 4th quarter |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const x of k.families) {
    const m = x.rssMiB;
    out.push(
      `| ${x.name} | ${x.requests} | ${x.non2xx} | ${x.errors} | ${f(m.before, 0)} | ${f(m.midpoint, 0)} | ${f(m.peak, 0)} | ${f(m.end, 0)} | ${f(m.after, 0)} | ${f(x.secondHalfGrowth * 100, 1)} % |`,
    );
  }
  out.push(
    '',
    `Flat (every family's growth from the second to the last quarter under 10 % or 24 MiB, peak under 1 GiB): ${k.flat ? 'met' : '**not met**'}.`,
  );
  return out;
}
