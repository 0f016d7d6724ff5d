/**
 * conformance.md: the verdict, the targets, a count table per area, then a
 * table per area with every requirement. Meant for a pull-request comment or
 * a CI job summary. Plain text in, the caller redacts the whole output.
 */
import type { ConformanceReport, RequirementResult } from './conformanceReport.js';
import { areaSummaries, oneLine, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { formatEvidence } from './formatEvidence.js';
import { verdictDetails, verdictSummary } from './verdictLines.js';

const icons = { PASS: '✅', FAIL: '❌', ERROR: '⛔', INCOMPLETE: '⚠️' } as const;

function cell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function outcomeText(r: RequirementResult): string {
  return r.expected === undefined ? r.outcome : `${r.outcome} (expected until ${r.expected.expires})`;
}

/** What another report of the family (the client report) adds: its title and sections before the summary. */
export interface MarkdownExtras {
  readonly title?: string;
  readonly sections?: readonly string[];
  /** The last column's heading: what evaluated each requirement (default `Tests`). */
  readonly evidenceColumn?: string;
}

export function renderMarkdown(report: ConformanceReport, extras: MarkdownExtras = {}): string {
  const v = report.verdict;
  const out: string[] = [];
  out.push(
    `# ${extras.title ?? 'paycert conformance'}: ${icons[v.verdict]} ${v.verdict}`,
    '',
    cell(verdictSummary(report)),
    '',
  );
  for (const sec of verdictDetails(report, 50)) {
    out.push(`**${sec.title}**`, '', ...sec.lines.map((l) => `- ${cell(l)}`), '');
  }
  out.push(
    `paycert ${report.run.paycertVersion}, Node ${report.run.nodeVersion}, ${report.run.startedAt} → ${report.run.endedAt} (Playwright: ${report.run.status})`,
    '',
  );
  for (const t of report.run.targets) out.push(`- ${cell(describeTarget(t))}`);
  if (report.run.targets.length > 0) out.push('');
  out.push(
    `MUST failures: **${v.mustFailures}**${v.mustFailureIds.length > 0 ? ` (${v.mustFailureIds.join(', ')})` : ''}. Expected failures: ${v.expectedFailures}. Warnings: ${v.warnings}. To review: ${v.reviews}.`,
    '',
  );
  out.push(
    `Scope: projects ${v.scope.projects.join(', ') || '(all)'}; parts ${v.scope.areas.join(', ') || 'none'}.${report.run.runTimeoutMs === undefined ? '' : ` Whole-run limit: ${report.run.runTimeoutMs} ms.`}`,
    '',
  );
  for (const section of extras.sections ?? []) out.push(section, '');
  out.push(
    '## Summary',
    '',
    `| Area | ${outcomeOrder.join(' | ')} |`,
    `|---|${outcomeOrder.map(() => '---:').join('|')}|`,
  );
  const areas = areaSummaries(report.requirements);
  for (const a of areas) out.push(`| ${a.title} | ${outcomeOrder.map((o) => a.counts[o]).join(' | ')} |`);
  out.push('');
  for (const a of areas) {
    out.push(
      `## ${a.title}`,
      '',
      `| Id | Level | Outcome | Section | Message | ${extras.evidenceColumn ?? 'Tests'} |`,
      '|---|---|---|---|---|---|',
    );
    for (const r of a.requirements) {
      // Each test's own outcome for this requirement, not the test's status.
      const tests = r.tests.map((t) => `${t.location} ${t.outcome}`).join('<br>');
      const evidence =
        r.outcome === 'FAILED' ? r.tests.find((t) => t.evidence !== undefined)?.evidence : undefined;
      const shown = evidence === undefined ? '' : ` — ${formatEvidence(evidence).split('\n').join('; ')}`;
      const msg =
        r.expected === undefined
          ? `${oneLine(r.messages)}${shown}`
          : `${oneLine(r.messages)}${shown} — expected: ${r.expected.reason}`;
      out.push(
        `| ${r.id} | ${r.level} | ${cell(outcomeText(r))} | ${cell(r.section)} | ${cell(msg)} | ${cell(tests)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
