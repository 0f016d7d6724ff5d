/**
 * The one-screen summary printed after Playwright's per-test lines: the
 * verdict and the ids that decided it first, then outcome counts per area.
 * Plain text; the caller redacts.
 */
import type { ConformanceReport } from './conformanceReport.js';
import { areaSummaries, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { verdictDetails, verdictSummary } from './verdictLines.js';

export function renderConsoleSummary(report: ConformanceReport, reportsDir: string): string {
  const v = report.verdict;
  const lines: string[] = ['', `paycert conformance: ${verdictSummary(report)}`];
  for (const s of verdictDetails(report)) lines.push(s.title, ...s.lines.map((l) => `  ${l}`));
  for (const t of report.run.targets) lines.push(`  target: ${describeTarget(t)}`);
  lines.push('');
  const shown = outcomeOrder.filter((o) => report.requirements.some((r) => r.outcome === o));
  lines.push(['area'.padEnd(20), ...shown.map((o) => o.padStart(13))].join(''));
  for (const a of areaSummaries(report.requirements)) {
    lines.push([a.title.padEnd(20), ...shown.map((o) => String(a.counts[o]).padStart(13))].join(''));
  }
  lines.push(
    '',
    `${v.expectedFailures} expected failure(s), ${v.warnings} warning(s), ${v.reviews} to review.`,
  );
  if (v.untaggedFailures > 0)
    lines.push(`${v.untaggedFailures} failed test(s) name no requirement (see the HTML report).`);
  lines.push(`Reports: ${reportsDir}/conformance.html, conformance.md, conformance.json`);
  return `${lines.join('\n')}\n`;
}
