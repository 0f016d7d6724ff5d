/**
 * Scope and counts: a requirement outside the run's scope is never counted
 * PASSED. `--project=terminal --project=properties` covers Part B whole and,
 * one by one, the gateway and Hash requirements the properties tests
 * evaluated: the scope says so, and every other gateway requirement is OUT
 * OF SCOPE. Every count of the console says what it counts.
 */
import { test, expect } from '@playwright/test';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { renderConsoleSummary } from '../../lib/reporting/report/renderConsoleSummary.js';
import { inScope, runScope } from '../../lib/reporting/report/runScope.js';
import { describeScope } from '../../lib/reporting/report/verdictLines.js';
import { catalogue } from '../../lib/judging/requirements/catalogue.js';
import { isClientArea } from '../../lib/judging/requirements/requirement.js';
import type { TestRecord } from '../../lib/reporting/report/testRecord.js';
import { madeUpReport, rec } from './records.js';

function build(tests: TestRecord[], projects: string[]): ConformanceReport {
  return madeUpReport(tests, { projects });
}

const tests = [
  rec({ verified: [{ id: 'TM-PING-1', outcome: 'PASSED' }], tags: ['TM-PING-1'] }),
  rec({
    project: 'properties',
    tags: ['GW-JOB-5', 'HASH-1'],
    verified: [
      { id: 'GW-JOB-5', outcome: 'PASSED' },
      { id: 'HASH-1', outcome: 'PASSED' },
    ],
    targets: [{ kind: 'gateway', host: 'embedded simulator', environment: 'simulator', simulator: true }],
  }),
];

test('requirements of other areas the tests evaluated are in scope one by one, and the scope says so', () => {
  const report = build(tests, ['terminal', 'properties']);
  expect(report.verdict.scope).toEqual({
    projects: ['terminal', 'properties'],
    areas: ['terminal', 'printer'],
    requirements: ['GW-JOB-5', 'HASH-1'],
  });
  expect(describeScope(report)).toBe(
    'terminal, printer; and 2 requirements of gateway, hash that its tests evaluated',
  );
  const outcome = (id: string) => report.requirements.find((r) => r.id === id)?.outcome;
  expect([outcome('GW-JOB-5'), outcome('HASH-1'), outcome('GW-JOB-1')]).toEqual([
    'PASSED',
    'PASSED',
    'OUT OF SCOPE',
  ]);
});

test('no requirement outside the stated scope is counted PASSED', () => {
  const report = build(tests, ['terminal', 'properties']);
  const scope = report.verdict.scope;
  const stated = (r: { id: string; area: string }) =>
    scope.areas.includes(r.area) || (scope.requirements ?? []).includes(r.id);
  const passedOutside = report.requirements
    .filter((r) => r.outcome === 'PASSED' && !stated(r))
    .map((r) => r.id);
  expect(passedOutside).toEqual([]);
  // The same holds against runScope's own rule, for every server requirement.
  const own = runScope(['terminal', 'properties'], tests);
  for (const r of catalogue.filter((x) => !isClientArea(x.area)))
    expect(stated(r), r.id).toBe(inScope(own, r));
});

test('every count of the console says whether it counts requirements or tests', () => {
  const report = build(tests, ['terminal', 'properties']);
  const text = renderConsoleSummary(report, {
    reportsDir: 'reports',
    evidence: true,
    tests: { passed: 2, failed: 0, skipped: 0 },
  });
  expect(text).toContain('requirements by area');
  expect(text).toMatch(/^Requirements: 3 PASSED, \d+ NOT RUN, \d+ OUT OF SCOPE\.$/m);
  expect(text).toContain('Tests: 2 passed, 0 failed, 0 skipped (2 tests).');
  expect(text).toContain(
    'in scope: terminal, printer; and 2 requirements of gateway, hash that its tests evaluated',
  );
  expect(text.split('\n').filter((l) => l.length > 160)).toEqual([]);
});
