/**
 * conformance.junit.xml: the requirement matrix for a CI system's test view,
 * one `testcase` per requirement (one `testsuite` per area), next to
 * Playwright's junit.xml of one case per test. A failed MUST is a `failure`
 * whose text holds the evidence and the specification's sentence; ERROR is an
 * `error`; what was not judged (SKIPPED, NOT RUN, OUT OF SCOPE, a listed
 * expected failure) is `skipped` with its reason. Every case carries its
 * level, outcome, section titles and, for a MUST, the quoted sentence as
 * properties. Plain text in; the caller redacts.
 */
import { isMustFailure } from './computeVerdict.js';
import { evaluatedBy, type ConformanceReport, type RequirementResult } from './conformanceReport.js';
import { areaSummaries } from './areaSummary.js';
import { evidenceLine, messagesInOrder, shownEvidence } from './failureDigest.js';
import { plural } from './verdictLines.js';

function x(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function kind(r: RequirementResult): 'failure' | 'error' | 'skipped' | 'passed' {
  if (r.outcome === 'FAILED') return isMustFailure(r) ? 'failure' : 'skipped';
  if (r.outcome === 'ERROR') return 'error';
  if (r.outcome === 'SKIPPED' || r.outcome === 'NOT RUN' || r.outcome === 'OUT OF SCOPE') return 'skipped';
  return 'passed';
}

function testcase(r: RequirementResult, classname: string, unit: 'test' | 'exchange'): string {
  const props: [string, string][] = [
    ['level', r.level],
    ['outcome', r.outcome],
    ...r.citations.map((c): [string, string] => [
      'section',
      c.url === undefined ? c.title : `${c.title} <${c.url}>`,
    ]),
    ...(r.quote === undefined ? [] : [['quote', r.quote] as [string, string]]),
  ];
  const properties = `<properties>${props.map(([n, v]) => `<property name="${x(n)}" value="${x(v)}"/>`).join('')}</properties>`;
  const k = kind(r);
  const messages = messagesInOrder(r);
  const first = messages[0] ?? '';
  const decided = r.tests.filter((t) => t.outcome === r.outcome);
  const body = [
    ...messages.slice(0, 3),
    evidenceLine(shownEvidence(r)),
    r.quote === undefined
      ? ''
      : `The interface specification, ${r.citations.map((c) => c.title).join('; ')}: "${r.quote}"`,
    decided.length === 0
      ? ''
      : `${plural(r.occurrences ?? decided.length, unit)}: ${decided
          .slice(0, 5)
          .map((t) => t.location)
          .join(', ')}${decided.length > 5 ? ', …' : ''}`,
  ]
    .filter((s) => s !== '')
    .join('\n');
  const reason =
    r.expected !== undefined
      ? `expected failure until ${r.expected.expires}: ${r.expected.reason}`
      : first === ''
        ? r.outcome
        : `${r.outcome}: ${first}`;
  const detail =
    k === 'failure'
      ? `<failure message="${x(first)}" type="FAILED">${x(body)}</failure>`
      : k === 'error'
        ? `<error message="${x(first)}" type="ERROR">${x(body)}</error>`
        : k === 'skipped'
          ? `<skipped message="${x(reason)}"/>`
          : r.outcome === 'PASSED'
            ? ''
            : `<system-out>${x(`${r.outcome}: ${body}`)}</system-out>`;
  return `<testcase classname="${x(classname)}" name="${x(`${r.id} ${r.text}`)}" time="0">${properties}${detail}</testcase>`;
}

export function renderJunit(report: ConformanceReport): string {
  const unit = evaluatedBy(report);
  const suites = areaSummaries(report.requirements).map((a) => {
    const count = (k: ReturnType<typeof kind>): number => a.requirements.filter((r) => kind(r) === k).length;
    return {
      xml: `<testsuite name="${x(a.title)}" tests="${a.total}" failures="${count('failure')}" errors="${count('error')}" skipped="${count('skipped')}" time="0">${a.requirements.map((r) => testcase(r, a.title, unit)).join('')}</testsuite>`,
      failures: count('failure'),
      errors: count('error'),
      skipped: count('skipped'),
      tests: a.total,
    };
  });
  const sum = (f: (s: (typeof suites)[number]) => number): number => suites.reduce((n, s) => n + f(s), 0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="paycert conformance: ${x(report.verdict.verdict)}" tests="${sum((s) => s.tests)}" failures="${sum((s) => s.failures)}" errors="${sum((s) => s.errors)}" skipped="${sum((s) => s.skipped)}" time="0">
${suites.map((s) => s.xml).join('\n')}
</testsuites>
`;
}
