/**
 * The opening of every rendering (console, Markdown, HTML): the verdict in
 * one line, then the ids that decided it: what could not be judged, the
 * failed MUST ids, the MUST ids in scope not evaluated with their reasons.
 * Plain text; the renderers escape and the writers redact.
 */
import { isMustFailure } from './computeVerdict.js';
import { evaluatedBy, type ConformanceReport } from './conformanceReport.js';
import { failureDigest } from './failureDigest.js';

const maxListed = 12;

/** What the run covered: whole areas, and the requirements of other areas its tests evaluated one by one. */
export function describeScope(report: ConformanceReport): string {
  const scope = report.verdict.scope;
  const partial = scope.requirements ?? [];
  const partialAreas = [
    ...new Set(report.requirements.filter((r) => partial.includes(r.id)).map((r) => r.area)),
  ];
  const parts = [
    scope.areas.join(', '),
    partial.length === 0
      ? ''
      : `${plural(partial.length, 'requirement')} of ${partialAreas.join(', ')} that its tests evaluated`,
  ].filter((s) => s !== '');
  return parts.length === 0 ? 'nothing' : parts.join('; and ');
}

/** `1 requirement`, `2 requirements`: every count names what it counts. */
export function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * What the verdict's "not evaluated" entries count: MUST requirements, and in
 * a client report (lib/judging/client/) the required outcomes not met
 * (`outcome <name>`) and the declared features never used (`feature <name>`).
 */
export function notEvaluatedCounts(v: ConformanceReport['verdict']): string[] {
  const of = (prefix: string): number => v.notEvaluated.filter((u) => u.id.startsWith(prefix)).length;
  const outcomes = of('outcome ');
  const features = of('feature ');
  const requirements = v.notEvaluated.length - outcomes - features;
  return [
    requirements > 0 ? `${plural(requirements, 'MUST requirement')} not evaluated` : '',
    outcomes > 0 ? `${plural(outcomes, 'required outcome')} not met` : '',
    features > 0 ? `${plural(features, 'declared feature')} never used` : '',
  ].filter((s) => s !== '');
}

export function verdictSummary(report: ConformanceReport): string {
  const v = report.verdict;
  const parts = [
    v.errors.length > 0 ? `${plural(v.errors.length, 'problem')} kept it from judging` : '',
    v.mustFailures > 0
      ? `${plural(v.mustFailures, 'MUST requirement')} failed: ${v.mustFailureIds.join(', ')}`
      : '',
    v.expectationProblems.length > 0
      ? `${plural(v.expectationProblems.length, 'expected-failures problem')}`
      : '',
    ...notEvaluatedCounts(v),
  ].filter((s) => s !== '');
  return `${v.verdict}${parts.length > 0 ? ` (${parts.join('; ')})` : ''}; in scope: ${describeScope(report)}`;
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
        report.requirements.filter(isMustFailure).map((r) => {
          const d = failureDigest(r);
          return `${r.id} (${plural(d.tests, evaluatedBy(report))}): ${d.message === '' ? r.text : d.message}`;
        }),
      ),
    },
    { title: 'Expected-failures problems:', lines: cut([...v.expectationProblems]) },
    {
      title:
        report.client === undefined
          ? 'MUST requirements in scope not evaluated:'
          : 'Not evaluated (MUST requirements in scope, required outcomes, declared features):',
      // Under ERROR the run's problem explains them all; verdict.json still lists each.
      lines:
        v.verdict === 'ERROR' ? [] : cut(v.notEvaluated.map((u) => `${u.id} (${u.outcome}): ${u.reason}`)),
    },
  ];
  return sections.filter((s) => s.lines.length > 0);
}
