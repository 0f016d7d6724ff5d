/**
 * The console's account of a run, read in seconds, for every verdict paycert
 * prints (`conformance`, and through `family` the client report of `proxy`
 * and `simulate --record`; `replay` prints its changes with `failureBlock`):
 * the verdict, the scope, the targets and the run's conditions; then each
 * failed requirement once (its section, the specification's sentence, one
 * line of evidence, how many tests or exchanges saw it); then requirement
 * counts per area and the other counts, each saying what it counts; then
 * where the reports are. No line is longer than `width`; per-test detail is
 * in the reports. Plain text; the caller redacts.
 */
import { isMustFailure } from './computeVerdict.js';
import { evaluatedBy, type ConformanceReport, type RequirementResult } from './conformanceReport.js';
import { areaSummaries, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { failureDigest } from './failureDigest.js';
import { describeConditions } from './runConditions.js';
import { plural, verdictDetails, verdictSummary } from './verdictLines.js';

export const consoleWidth = 160;
/** Failed requirements shown in full; the rest are named on one line. */
const shownFailures = 10;

/** `text` cut to `width` characters. */
export function fit(text: string, width: number): string {
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

/** One failed requirement (or a replay's MUST-breaking change) as the console shows it. */
export interface FailureBlock {
  /** `FAILED`, `MUST-BREAKING`. */
  readonly outcome: string;
  readonly id: string;
  readonly level: string;
  readonly section: string;
  readonly sentence: string;
  /** One line: request line, field, expected, actual (or the message without evidence). */
  readonly evidence: string;
  /** How many saw it, saying what it counts: `seen on 3 exchanges: #4, #9, #12`. */
  readonly seen: string;
}

export function failureBlock(b: FailureBlock, width: number): string[] {
  return [
    fit(`${b.outcome} ${b.id} (${b.level}) · ${b.section}`, width),
    ...wrap(`"${b.sentence}"`, width, '  '),
    ...wrap(b.evidence, width, '  ', 2),
    fit(`  ${b.seen}`, width),
  ];
}

function failureLines(r: RequirementResult, width: number, unit: 'test' | 'exchange'): string[] {
  const d = failureDigest(r);
  const t = d.firstTest;
  // A test is named by its file and title; an exchange by its number, the evidence shows its request.
  const first = t === undefined ? '' : `, first ${t.location}${unit === 'test' ? ` ${t.title}` : ''}`;
  return failureBlock(
    {
      outcome: r.outcome,
      id: d.id,
      level: d.level,
      section: d.section,
      sentence: d.sentence,
      evidence: d.evidence === '' ? d.message : d.evidence,
      seen: `seen ${unit === 'test' ? 'in' : 'on'} ${plural(d.tests, unit)}${first}`,
    },
    width,
  );
}

/** What another report of the family (the client report) says in its own words. */
export interface ConsoleFamily {
  /** The verdict line's first words, e.g. `paycert client`. */
  readonly title: string;
  /** Sections of lines after the failures, before the table by area. */
  readonly sections: readonly (readonly string[])[];
  /** Lines after the requirement counts: what else the run counted (its exchanges). */
  readonly counts: readonly string[];
  /** The last lines: where the reports are. */
  readonly reports: readonly string[];
}

export interface ConsoleOptions {
  readonly width?: number;
  /** Where to find the reports, and how to open them (the last lines). */
  readonly reportsDir: string;
  /** A developer's run writes no evidence: the summary says so. */
  readonly evidence?: boolean;
  /** The run's tests by their final status. */
  readonly tests?: { readonly passed: number; readonly failed: number; readonly skipped: number };
  /** A report of the family other than a conformance run's (the client report). */
  readonly family?: ConsoleFamily;
}

export function renderConsoleSummary(report: ConformanceReport, options: ConsoleOptions): string {
  const width = options.width ?? consoleWidth;
  const v = report.verdict;
  const run = report.run;
  const family = options.family;
  const title = family?.title ?? 'paycert conformance';
  const lines: string[] = ['', ...wrap(`${title}: ${verdictSummary(report)}`, width, '', 3)];
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
  const failed = report.requirements.filter(isMustFailure);
  if (failed.length > 0) lines.push('');
  const unit = evaluatedBy(report);
  for (const r of failed.slice(0, shownFailures)) lines.push(...failureLines(r, width, unit));
  if (failed.length > shownFailures) {
    const more = failed.slice(shownFailures).map((r) => r.id);
    lines.push(...wrap(`… and ${plural(more.length, 'more failed requirement')}: ${more.join(', ')}`, width));
  }
  // What kept the run from judging, expected-failures problems, MUST requirements not evaluated.
  for (const s of verdictDetails(report, 8).filter((x) => !x.title.startsWith('Failed'))) {
    lines.push('', fit(s.title, width), ...s.lines.map((l) => fit(`  ${l}`, width)));
  }
  for (const section of family?.sections ?? []) lines.push('', ...section.map((l) => fit(l, width)));
  lines.push('');
  const shown = outcomeOrder.filter((o) => report.requirements.some((r) => r.outcome === o));
  const areas = areaSummaries(report.requirements);
  const pad = Math.max(24, ...areas.map((a) => a.title.length + 2));
  lines.push(['requirements by area'.padEnd(pad), ...shown.map((o) => o.padStart(13))].join(''));
  for (const a of areas)
    lines.push([a.title.padEnd(pad), ...shown.map((o) => String(a.counts[o]).padStart(13))].join(''));
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
  for (const l of family?.counts ?? []) lines.push(...wrap(l, width));
  if (v.untaggedFailures > 0)
    lines.push(
      fit(`${plural(v.untaggedFailures, 'failed test')} name no requirement (see the HTML report).`, width),
    );
  if (family !== undefined) {
    lines.push(...family.reports.map((l) => fit(l, width)));
    return `${lines.join('\n')}\n`;
  }
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
