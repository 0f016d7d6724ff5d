/**
 * conformance.md: the verdict, the targets, a count table per area, then a
 * table per area with every requirement. Meant for a pull-request comment or
 * a CI job summary. Plain text in, the caller redacts the whole output.
 */
import { evaluatedBy, type ConformanceReport, type RequirementResult } from './conformanceReport.js';
import { areaSummaries, oneLine, outcomeDisplayOrder as outcomeOrder } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { messagesInOrder, shownEvidence } from './failureDigest.js';
import { formatEvidence } from './formatEvidence.js';
import { shownPerRequirement } from './renderHtml.js';
import { describeConditions } from './runConditions.js';
import { describeScope, plural, verdictDetails, verdictSummary } from './verdictLines.js';

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
    `paycert ${report.run.paycertVersion}, Node ${report.run.nodeVersion}, ${report.run.startedAt} → ${report.run.endedAt} (Playwright: ${report.run.status})${report.run.evidence === true ? '' : '; a developer run, not an evidence pack'}`,
    '',
  );
  if (report.run.conditions !== undefined)
    out.push(`Conditions: ${cell(describeConditions(report.run.conditions))}.`, '');
  for (const t of report.run.targets) out.push(`- ${cell(describeTarget(t))}`);
  if (report.run.targets.length > 0) out.push('');
  out.push(
    `MUST requirements failed: **${v.mustFailures}**${v.mustFailureIds.length > 0 ? ` (${v.mustFailureIds.join(', ')})` : ''}. Requirements failing as expected: ${v.expectedFailures}. Requirements warned: ${v.warnings}. To review: ${v.reviews}.`,
    '',
  );
  out.push(
    `Scope: projects ${v.scope.projects.join(', ') || '(all)'}; in scope: ${describeScope(report)}.${report.run.runTimeoutMs === undefined ? '' : ` Whole-run limit: ${report.run.runTimeoutMs} ms.`}`,
    '',
  );
  for (const section of extras.sections ?? []) out.push(section, '');
  out.push(
    '## Requirements by area',
    '',
    `| Area | ${outcomeOrder.join(' | ')} |`,
    `|---|${outcomeOrder.map(() => '---:').join('|')}|`,
  );
  const areas = areaSummaries(report.requirements);
  // What evaluated each requirement: tests, or the application's exchanges (a client report).
  const unit = evaluatedBy(report);
  const column = unit === 'test' ? 'Tests' : 'Exchanges';
  for (const a of areas) out.push(`| ${a.title} | ${outcomeOrder.map((o) => a.counts[o]).join(' | ')} |`);
  out.push('');
  for (const a of areas) {
    out.push(
      `## ${a.title}`,
      '',
      `| Id | Level | Outcome | Specification section | Message and the specification's sentence | ${column} |`,
      '|---|---|---|---|---|---|',
    );
    for (const r of a.requirements) {
      // Each test's own outcome for this requirement, not the test's status; the deciding ones first.
      const ordered = [
        ...r.tests.filter((t) => t.outcome === r.outcome),
        ...r.tests.filter((t) => t.outcome !== r.outcome),
      ];
      const more = ordered.length - shownPerRequirement.tests;
      const tests = [
        ...ordered.slice(0, shownPerRequirement.tests).map((t) => `${t.location} ${t.outcome}`),
        ...(more > 0 ? [`… and ${plural(more, `more ${unit}`)}`] : []),
      ].join('<br>');
      const evidence = r.outcome === 'FAILED' ? shownEvidence(r) : undefined;
      const shown = evidence === undefined ? '' : ` — ${formatEvidence(evidence).split('\n').join('; ')}`;
      const moreMessages =
        r.messages.length > 1 ? ` (and ${plural(r.messages.length - 1, 'more message')})` : '';
      const rule = r.quote === undefined ? r.text : `“${r.quote}”`;
      const msg = [
        `${oneLine(messagesInOrder(r))}${moreMessages}${shown}`,
        r.expected === undefined ? '' : `expected: ${r.expected.reason}`,
        rule,
      ]
        .filter((x) => x !== '')
        .join(' — ');
      const sections = r.citations
        .map((c) => (c.url === undefined ? c.title : `[${c.title}](${c.url})`))
        .join('; ');
      out.push(
        `| ${r.id} | ${r.level} | ${cell(outcomeText(r))} | ${cell(sections)} | ${cell(msg)} | ${cell(tests)} |`,
      );
    }
    out.push('');
  }
  return out.join('\n');
}
