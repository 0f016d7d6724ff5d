/**
 * The opening of every rendering (console, Markdown, HTML): the verdict in
 * one line, then the ids that decided it: what could not be judged, the
 * failed MUST ids, the MUST ids in scope not evaluated with their reasons.
 * Plain text; the renderers escape and the writers redact.
 */
import type { ConformanceReport } from './conformanceReport.js';

const maxListed = 12;

export function verdictSummary(report: ConformanceReport): string {
  const v = report.verdict;
  const scope = v.scope.areas.length === 0 ? 'nothing' : v.scope.areas.join(', ');
  const parts = [
    v.errors.length > 0 ? `${v.errors.length} problem(s) kept it from judging` : '',
    v.mustFailures > 0 ? `${v.mustFailures} MUST failure(s): ${v.mustFailureIds.join(', ')}` : '',
    v.expectationProblems.length > 0 ? `${v.expectationProblems.length} expected-failures problem(s)` : '',
    v.notEvaluated.length > 0 ? `${v.notEvaluated.length} MUST not evaluated` : '',
  ].filter((s) => s !== '');
  return `${v.verdict}${parts.length > 0 ? ` (${parts.join('; ')})` : ''}; in scope: ${scope}`;
}

/** Sections of lines under the verdict line; empty sections are left out. */
export function verdictDetails(
  report: ConformanceReport,
  max = maxListed,
): { title: string; lines: string[] }[] {
  const v = report.verdict;
  const cut = (lines: string[]): string[] =>
    lines.length > max
      ? [...lines.slice(0, max), `… and ${lines.length - max} more (see conformance.md)`]
      : lines;
  const sections = [
    { title: 'The run could not judge the target:', lines: cut([...v.errors]) },
    {
      title: 'Failed MUST requirements:',
      lines: cut(
        report.requirements
          .filter((r) => r.level === 'MUST' && r.outcome === 'FAILED' && r.expected === undefined)
          .map((r) => `${r.id}: ${(r.messages[0] ?? r.text).split('\n')[0] ?? ''}`),
      ),
    },
    { title: 'Expected-failures problems:', lines: cut([...v.expectationProblems]) },
    {
      title: 'MUST requirements in scope not evaluated:',
      // Under ERROR the run's problem explains them all; verdict.json still lists each.
      lines:
        v.verdict === 'ERROR' ? [] : cut(v.notEvaluated.map((u) => `${u.id} (${u.outcome}): ${u.reason}`)),
    },
  ];
  return sections.filter((s) => s.lines.length > 0);
}
