/**
 * The section of bench/results.md for bench/pageUpdates.ts: per kind of
 * update, how long the page took to show it (median, p95, max, n) against
 * issue 26's targets. A figure taken on a loaded machine says so and is not
 * judged: on 2 shared cores the browser, the simulators and the neighbours
 * share the CPUs, and a wall-clock latency measures them all.
 */
import type { PageUpdatesResult } from './pageUpdates.js';
import type { Conditions } from './quietMachine.js';

type Recorded = PageUpdatesResult & { measuredAt?: string; conditions?: Conditions };

const ms = (x: number): string => (Number.isNaN(x) ? 'n/a' : `${Math.round(x)}`);

export function renderPageUpdates(r: Recorded | undefined): string {
  if (r === undefined) return '';
  // Under bench/run.ts the quiet-machine wait before the start decides (the load after includes the
  // bench's own browser); run alone, the load average at the start and the end.
  const loaded = r.conditions === undefined ? r.loaded : !r.conditions.quiet;
  const load = r.conditions
    ? `${r.conditions.loadBefore[0]?.toFixed(2) ?? '?'} → ${r.conditions.loadAfter?.[0]?.toFixed(2) ?? '?'}`
    : `${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}`;
  const verdict = (max: number, missed: number, target: number): string =>
    loaded ? 'not judged (loaded)' : missed === 0 && max <= target ? 'met' : '**not met**';
  const rows = r.kinds.map(
    (k) =>
      `| ${k.what} | ${ms(k.shown.median)} | ${ms(k.p95)} | ${ms(k.shown.max)} | ${k.shown.runs} | ${k.missed} | ${verdict(k.shown.max, k.missed, r.targetsMs.live)} | ${verdict(k.shown.max, k.missed, r.targetsMs.doneWhen)} |`,
  );
  return [
    '',
    '## How soon the simulators’ pages show a change',
    '',
    `Measured ${r.measuredAt ?? 'now'} (\`npm run bench -- --only pages\`, or \`npx tsx bench/pageUpdates.ts\`): a terminal and a gateway simulator in-process, their pages open and live in Chromium, ${r.samples} samples of each kind in turn after one unmeasured round.`,
    'From just before the API call to the first animation frame whose DOM shows the change (a watcher in the page, armed before the call), ms.',
    `Targets (issue 26): every update within ${r.targetsMs.live} ms (item 6), and within ${r.targetsMs.doneWhen} ms (its done-when); judged on the max, and a sample the page missed for 10 s fails both.`,
    loaded
      ? `**Taken on a loaded machine** (1-minute load ${load}, ${r.cores} cores): the browser, the simulators and the neighbours share the CPUs, so these are not paycert's figures and are not judged.`
      : `Load average (1 minute) ${load}, ${r.cores} cores.`,
    '',
    `| update | median | p95 | max | n | missed | ≤ ${r.targetsMs.live} ms | ≤ ${r.targetsMs.doneWhen} ms |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
