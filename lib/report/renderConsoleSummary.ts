/**
 * The one-screen summary printed after Playwright's per-test lines: outcome
 * counts per area, then the failed MUST ids with one-line reasons, then what
 * is wrong with the expected-failures list. Plain text; the caller redacts.
 */
import type { ConformanceReport } from './conformanceReport.js';
import { areaSummaries, oneLine, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';

const maxListed = 12;

export function renderConsoleSummary(report: ConformanceReport, reportsDir: string): string {
  const v = report.verdict;
  const lines: string[] = [''];
  const why = v.pass
    ? `${v.expectedFailures} expected failure(s), ${v.warnings} warning(s), ${v.reviews} to review`
    : [
        v.mustFailures > 0 ? `${v.mustFailures} MUST failure(s)` : '',
        v.expectationProblems.length > 0
          ? `${v.expectationProblems.length} expected-failures problem(s)`
          : '',
        v.incomplete ? `run ${report.run.status}` : '',
      ]
        .filter((s) => s !== '')
        .join(', ');
  lines.push(`paycert conformance: ${v.pass ? 'PASS' : 'FAIL'} (${why})`);
  for (const t of report.run.targets) lines.push(`  target: ${describeTarget(t)}`);
  lines.push('');
  const head = ['area'.padEnd(20), ...outcomeOrder.map((o) => o.padStart(8))].join('');
  lines.push(head);
  for (const a of areaSummaries(report.requirements)) {
    lines.push([a.title.padEnd(20), ...outcomeOrder.map((o) => String(a.counts[o]).padStart(8))].join(''));
  }
  const failed = report.requirements.filter((r) => r.level === 'MUST' && r.outcome === 'FAILED');
  if (failed.length > 0) {
    lines.push('', 'Failed MUST requirements:');
    for (const r of failed.slice(0, maxListed)) {
      const mark = r.expected === undefined ? '' : ` [expected until ${r.expected.expires}]`;
      lines.push(`  ${r.id.padEnd(12)} ${oneLine(r.messages, 90) || r.text}${mark}`);
    }
    if (failed.length > maxListed)
      lines.push(`  … and ${failed.length - maxListed} more (see conformance.md)`);
  }
  if (v.expectationProblems.length > 0) {
    lines.push('', 'Expected-failures problems:');
    for (const p of v.expectationProblems.slice(0, maxListed)) lines.push(`  ${p}`);
  }
  if (v.untaggedFailures > 0)
    lines.push('', `${v.untaggedFailures} failed test(s) name no requirement (see the HTML report).`);
  lines.push('', `Reports: ${reportsDir}/conformance.html, conformance.md, conformance.json`);
  return `${lines.join('\n')}\n`;
}
