/**
 * The console's account of a run, read in seconds: the verdict, the scope, the
 * targets and the run's conditions; then each failed requirement once (its
 * section, the specification's sentence, one line of evidence, how many tests
 * saw it); then requirement counts per area and the test counts, each saying
 * what it counts. No line is longer than `width`; per-test detail is in the
 * reports. Plain text; the caller redacts.
 */
import type { ConformanceReport, RequirementResult } from './conformanceReport.js';
import { areaSummaries, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { failureDigest } from './failureDigest.js';
import { describeConditions } from './runConditions.js';
import { plural, verdictDetails, verdictSummary } from './verdictLines.js';

export const consoleWidth = 160;
/** Failed requirements shown in full; the rest are named on one line. */
const shownFailures = 10;

/** `text` cut to `width` characters. */
function fit(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

/** `text` wrapped at spaces into at most `max` lines of `width`, each with `indent`; the last cut. */
export function wrap(text: string, width: number, indent = '', max = 3): string[] {
  const room = width - indent.length;
  const lines: string[] = [];
  let rest = text.replace(/\s+/g, ' ').trim();
  while (rest !== '' && lines.length < max) {
    if (rest.length <= room) {
      lines.push(rest);
      rest = '';
      break;
    }
    const at = rest.lastIndexOf(' ', room);
    const cut = at > room / 2 ? at : room;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '' && lines.length > 0)
    lines[lines.length - 1] = fit(`${lines[lines.length - 1] ?? ''} …`, room);
  return lines.map((l) => `${indent}${l}`);
}

/** A test count in words, e.g. `47 tests` (the counts of requirements say `requirement`). */
function testsSaw(n: number): string {
  return `seen in ${plural(n, 'test')}`;
}

function failureLines(r: RequirementResult, width: number): string[] {
  const d = failureDigest(r);
  const first = d.firstTest === undefined ? '' : `, first ${d.firstTest.location} ${d.firstTest.title}`;
  return [
    fit(`${r.outcome} ${d.id} (${d.level}) · ${d.section}`, width),
    ...wrap(`"${d.sentence}"`, width, '  '),
    ...wrap(d.evidence === '' ? d.message : d.evidence, width, '  ', 2),
    fit(`  ${testsSaw(d.tests)}${first}`, width),
  ];
}

export interface ConsoleOptions {
  readonly width?: number;
  /** Where to find the reports, and how to open them (the last lines). */
  readonly reportsDir: string;
  /** A developer's run writes no evidence: the summary says so. */
  readonly evidence?: boolean;
  /** The run's tests by their final status. */
  readonly tests?: { readonly passed: number; readonly failed: number; readonly skipped: number };
}

export function renderConsoleSummary(report: ConformanceReport, options: ConsoleOptions): string {
  const width = options.width ?? consoleWidth;
  const v = report.verdict;
  const run = report.run;
  const lines: string[] = ['', ...wrap(`paycert conformance: ${verdictSummary(report)}`, width, '', 3)];
  for (const t of run.targets) lines.push(fit(`  target: ${describeTarget(t)}`, width));
  const conditions = describeConditions(run.conditions);
  lines.push(
    ...wrap(
      `conditions: ${conditions}${conditions === '' ? '' : '; '}paycert ${run.paycertVersion}`,
      width,
      '  ',
      2,
    ),
  );
  const failed = report.requirements.filter(
    (r) => r.level === 'MUST' && r.outcome === 'FAILED' && r.expected === undefined,
  );
  if (failed.length > 0) lines.push('');
  for (const r of failed.slice(0, shownFailures)) lines.push(...failureLines(r, width));
  if (failed.length > shownFailures) {
    const more = failed.slice(shownFailures).map((r) => r.id);
    lines.push(...wrap(`… and ${plural(more.length, 'more failed requirement')}: ${more.join(', ')}`, width));
  }
  // What kept the run from judging, expected-failures problems, MUST requirements not evaluated.
  for (const s of verdictDetails(report, 8).filter((x) => !x.title.startsWith('Failed'))) {
    lines.push('', fit(s.title, width), ...s.lines.map((l) => fit(`  ${l}`, width)));
  }
  lines.push('');
  const shown = outcomeOrder.filter((o) => report.requirements.some((r) => r.outcome === o));
  lines.push(['requirements by area'.padEnd(24), ...shown.map((o) => o.padStart(13))].join(''));
  for (const a of areaSummaries(report.requirements)) {
    lines.push([a.title.padEnd(24), ...shown.map((o) => String(a.counts[o]).padStart(13))].join(''));
  }
  const counts = shown.map((o) => `${v.counts[o]} ${o}`).join(', ');
  lines.push(
    '',
    ...wrap(
      `Requirements: ${counts}${v.expectedFailures === 0 ? '' : `; ${v.expectedFailures} of the failed as expected`}.`,
      width,
    ),
  );
  const t = options.tests;
  if (t !== undefined)
    lines.push(
      `Tests: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped (${plural(t.passed + t.failed + t.skipped, 'test')}).`,
    );
  if (v.untaggedFailures > 0)
    lines.push(
      fit(`${plural(v.untaggedFailures, 'failed test')} name no requirement (see the HTML report).`, width),
    );
  const dir = options.reportsDir;
  lines.push(
    fit(`Reports: ${dir}/conformance.html (per requirement), ${dir}/html/index.html (per test)`, width),
    fit(`See them with Allure: paycert report ${dir}`, width),
  );
  if (options.evidence !== true)
    lines.push(
      fit('A developer run: not evidence. `paycert conformance` writes the sealed evidence folder.', width),
    );
  return `${lines.join('\n')}\n`;
}
