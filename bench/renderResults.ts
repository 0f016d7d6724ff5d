/** bench/results.md from the results object of bench/run.ts: the machine, then one table per benchmark. */
import type { MainJobRun } from './mainJob.js';
import type { SoakResult } from './soak.js';
import type { Summary } from './stats.js';

type Results = Record<string, unknown>;

const f = (n: number | undefined, d = 2): string =>
  n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(d);
const s = (x: Summary | undefined, d = 2): string =>
  x === undefined ? 'n/a' : `${f(x.median, d)} (${f(x.min, d)}–${f(x.max, d)}, n=${x.runs})`;
const verdict = (pass: boolean | undefined): string =>
  pass === true ? 'met' : pass === false ? '**not met**' : 'n/a';

function get<T>(r: Results, key: string): T | undefined {
  return r[key] as T | undefined;
}

export function renderResults(r: Results): string {
  const m = get<Record<string, unknown>>(r, 'machine') ?? {};
  const out: string[] = [
    '# paycert benchmarks',
    '',
    `Measured ${String(m.date)} on ${String(m.cores)} cores (${String(m.cpu)}), ${String(m.memoryGiB)} GiB, Node ${String(m.node)}, ${String(m.platform)}${m.quick === true ? ', quick mode' : ''}.`,
    'Every figure is a median with its range (min–max) and the number of runs; every ratio is taken side by side in the same run.',
    'Reproduce with `npm run bench` (the JSON twin is `bench/results.json`).',
    '',
    '| benchmark | figure | target | |',
    '| --- | --- | --- | --- |',
  ];
  type Tp = { ratios?: Summary; simulatorRps?: number[]; bareRps?: number[]; pass?: boolean };
  const tt = get<Tp>(r, 'terminalThroughput');
  if (tt)
    out.push(
      `| terminal GET latest.json, simulator / bare node:http | ${s(tt.ratios)} | ≥ 0.70 | ${verdict((tt.ratios?.median ?? 0) >= 0.7)} |`,
    );
  const gt = get<Tp>(r, 'gatewayThroughput');
  if (gt)
    out.push(
      `| gateway POST payment-jobs, simulator / bare node:http | ${s(gt.ratios)} | ≥ 0.60 | ${verdict((gt.ratios?.median ?? 0) >= 0.6)} |`,
    );
  const v = get<{ ratio?: Summary; validateNsPerDoc?: Summary; parseNsPerDoc?: Summary; bytes?: number }>(
    r,
    'validation',
  );
  if (v)
    out.push(
      `| validating a finished transaction / JSON.parse of it | ${s(v.ratio)} | ≤ 1 | ${verdict((v.ratio?.median ?? 2) <= 1)} |`,
    );
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
    mainOnly?: boolean;
    mainJob?: { runs?: MainJobRun[]; wallSeconds?: Summary; cpuSeconds?: Summary };
  };
  const c = get<Conf>(r, 'conformance');
  if (c) {
    if (c.mainJob)
      out.push(
        `| main job (\`paycert conformance\`, reporters and sealing), wall seconds | ${s(c.mainJob.wallSeconds, 1)} | < 10 | ${verdict(c.allPassed === true && (c.mainJob.wallSeconds?.median ?? 99) < 10)} |`,
        `| the same, CPU seconds of every process (wall ≥ CPU / ${String(c.workers)} cores) | ${s(c.mainJob.cpuSeconds, 1)} | < 20 | ${verdict((c.mainJob.cpuSeconds?.median ?? 99) < 20)} |`,
      );
    if (c.mainOnly !== true)
      out.push(
        `| full conformance run, no reporters, wall seconds (${String(c.workers)} workers) | ${s(c.fullSeconds, 1)} | | |`,
        `| the same over 2 shards (slower shard), seconds | ${s(c.twoShardSeconds, 1)} | | |`,
      );
  }
  type Failing = {
    fault?: string;
    ratio?: Summary;
    passingSeconds?: Summary;
    failingSeconds?: Summary;
    failedTests?: number;
    secondsPerFailedTest?: number;
  };
  const fr = get<Failing>(r, 'failing');
  if (fr) {
    out.push(
      `| terminal project with fault ${String(fr.fault)} / without it, wall time | ${s(fr.ratio)} | ≤ 1.2 | ${verdict((fr.ratio?.median ?? 99) <= 1.2)} |`,
    );
  }
  type Fleet = { seconds?: Record<string, Summary>; ratioFourToOne?: Summary; allPassed?: boolean };
  const fl = get<Fleet>(r, 'fleet');
  if (fl)
    out.push(
      `| fleet: 4 terminals / 1 terminal, wall time | ${s(fl.ratioFourToOne)} | ≤ 0.40 | ${verdict(fl.allPassed === true && (fl.ratioFourToOne?.median ?? 1) <= 0.4)} |`,
    );
  if (tt || gt) {
    out.push('', '## Simulator throughput (requests per second, per round)', '');
    if (tt)
      out.push(
        `- terminal: simulator ${(tt.simulatorRps ?? []).map((x) => x.toFixed(0)).join(', ')}; bare ${(tt.bareRps ?? []).map((x) => x.toFixed(0)).join(', ')}`,
      );
    if (gt)
      out.push(
        `- gateway: simulator ${(gt.simulatorRps ?? []).map((x) => x.toFixed(0)).join(', ')}; bare ${(gt.bareRps ?? []).map((x) => x.toFixed(0)).join(', ')}`,
      );
  }
  if (v)
    out.push(
      '',
      '## Validation cost',
      '',
      `- ${String(v.bytes)}-byte document: validate ${s(v.validateNsPerDoc, 0)} ns, JSON.parse ${s(v.parseNsPerDoc, 0)} ns per document`,
    );
  if (fr)
    out.push(
      '',
      '## Failing run against passing run',
      '',
      `- terminal project: passing ${s(fr.passingSeconds, 1)} s, with ${String(fr.fault)} ${s(fr.failingSeconds, 1)} s; ` +
        `${String(fr.failedTests)} tests failed, each costing about ${f(fr.secondsPerFailedTest, 1)} s of worker time.`,
      '- Playwright ends the worker after every failed test (microsoft/playwright#32803); a test that fails a MUST ' +
        'declares its failure expected so the worker goes on, and reporters/presentMustFailures.ts shows it as ' +
        'failed again in every report (lib/reporting/report/mustFailureMarker.ts).',
    );
  if (c) {
    out.push('', '## Where the conformance run spends its time', '');
    out.push(...renderMainJob(c.mainJob?.runs ?? []));
    if (c.mainOnly !== true) out.push('', '| part | seconds |', '| --- | --- |');
    if (c.mainOnly !== true)
      for (const [p, x] of Object.entries(c.perProjectSeconds ?? {}))
        out.push(`| project ${p} alone | ${s(x, 1)} |`);
    if (c.mainOnly !== true)
      out.push(
        `| full run | ${s(c.fullSeconds, 1)} |`,
        `| 2 shards, slower shard | ${s(c.twoShardSeconds, 1)} (ratio to full ${s(c.shardRatio)}) |`,
      );
    const st = c.startup;
    if (st && c.mainOnly !== true) {
      out.push(
        '',
        `Starting things, per worker: browser ${s(st.browserMs, 0)} ms, terminal simulator ${s(st.terminalSimulatorMs, 0)} ms, gateway simulator ${s(st.gatewaySimulatorMs, 0)} ms — about ${f((st.shareOfFullRun ?? NaN) * 100, 0)} % of the full run's wall time.`,
      );
    }
  }
  if (fl) {
    out.push(
      '',
      '## Fleet scaling (terminal suite, 4 workers, 2 s card-presentation delay)',
      '',
      '| terminals | wall seconds |',
      '| --- | --- |',
    );
    for (const [n, x] of Object.entries(fl.seconds ?? {})) out.push(`| ${n} | ${s(x, 1)} |`);
  }
  out.push(...renderSoak(get<SoakResult>(r, 'soak')));
  return `${out.join('\n')}\n`;
}

/** The main job's runs (bench/mainJob.ts): one row each, its phases, CPU seconds and the load beside it. */
function renderMainJob(runs: readonly MainJobRun[]): string[] {
  if (runs.length === 0) return [];
  const projects = [...new Set(runs.flatMap((m) => Object.keys(m.projects)))].sort();
  return [
    '`paycert conformance` as CI runs it (bench/mainJob.ts): start = CLI, pre-flight with its browser probe and ' +
      'Playwright loading every test file, until "Running N tests"; tests until the last one ends; reporters = ' +
      'HTML, JUnit and the conformance report until the verdict prints; then Allure, exit and sealing. ' +
      "Per project: the sum of its tests' durations / the span from its first start to its last end.",
    '',
    `| run | load before → after | wall s | CPU s | start | tests | reporters | Allure + seal | ${projects.map((p) => `${p} sum / span`).join(' | ')} |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | ${projects.map(() => '---').join(' | ')} |`,
    ...runs.map(
      (m, i) =>
        `| ${i + 1} | ${f(m.loadBefore, 1)} → ${f(m.loadAfter, 1)} | ${f(m.wallSeconds, 1)} | ${f(m.cpuSeconds, 1)} | ` +
        `${f(m.phases.startSeconds, 1)} | ${f(m.phases.testsSeconds, 1)} | ${f(m.phases.reportersSeconds, 1)} | ` +
        `${f(m.phases.allureAndSealSeconds, 1)} | ` +
        projects
          .map((p) => {
            const x = m.projects[p];
            return x === undefined ? 'n/a' : `${f(x.sumSeconds, 1)} / ${f(x.spanSeconds, 1)}`;
          })
          .join(' | ') +
        ' |',
    ),
  ];
}

/** The soak bench's table (bench/soak.ts): resident memory of the simulators' process per family. */
function renderSoak(k: SoakResult | undefined): string[] {
  if (k === undefined) return [];
  const out = [
    '',
    `## Soak: resident memory under ${k.secondsPerFamily} s of load per family (both simulators, one process)`,
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
    `Flat (every family's growth from the second to the last quarter under 10 % or 24 MiB, peak under 1 GiB): ${verdict(k.flat)}.`,
  );
  return out;
}
