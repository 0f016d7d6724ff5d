/**
 * Verdict rules: PASS when every MUST in scope was evaluated and held; FAIL on
 * a MUST failure not listed as expected or an expected-failures problem; ERROR
 * when the run could not judge (an ERROR outcome, a stopped run, a pre-flight
 * problem), winning over FAIL; INCOMPLETE when nothing failed but a MUST in
 * scope was not evaluated. Each with its exit code.
 */
import { test, expect } from '@playwright/test';
import { aggregateRequirements } from '../../lib/reporting/report/aggregateRequirements.js';
import { computeVerdict } from '../../lib/reporting/report/computeVerdict.js';
import {
  requirementRow,
  verdictExitCodes,
  type VerdictName,
} from '../../lib/reporting/report/conformanceReport.js';
import { runScope } from '../../lib/reporting/report/runScope.js';
import { requirement } from '../../lib/judging/requirements/catalogue.js';
import type { Outcome, OutcomeRecord } from '../../lib/judging/requirements/outcome.js';
import type { RequirementResult } from '../../lib/reporting/report/conformanceReport.js';
import type { TestRecord } from '../../lib/reporting/report/testRecord.js';
import { MUST_A, MUST_B, OBS, rec } from './records.js';

const reqs = [MUST_A, MUST_B, OBS].map(requirement);

function results(tests: TestRecord[], expectedIds: string[] = []): RequirementResult[] {
  return aggregateRequirements(reqs, tests, runScope(['terminal'], tests)).map((r) =>
    expectedIds.includes(r.id) ? { ...r, expected: { reason: 'known', expires: '2999-01-01' } } : r,
  );
}

const o = (id: string, outcome: Outcome, message?: string): OutcomeRecord => ({
  id,
  outcome,
  ...(message === undefined ? {} : { message }),
});
/** Both MUST requirements evaluated and held. */
const held = [o(MUST_A, 'PASSED'), o(MUST_B, 'PASSED')];

const rows: {
  name: string;
  tests: TestRecord[];
  expected?: string[];
  problems?: string[];
  preflight?: string[];
  runStatus?: string;
  untagged?: number;
  verdict: VerdictName;
  mustFailures?: number;
}[] = [
  { name: 'all evaluated and held', tests: [rec({ verified: held })], verdict: 'PASS' },
  { name: 'nothing run is INCOMPLETE, not PASS', tests: [], verdict: 'INCOMPLETE' },
  {
    name: 'a tag without a check is INCOMPLETE, not PASS',
    tests: [rec({ tags: [MUST_A, MUST_B] })],
    verdict: 'INCOMPLETE',
  },
  {
    name: 'a MUST failure fails',
    tests: [rec({ verified: [o(MUST_A, 'FAILED', 'x'), o(MUST_B, 'PASSED')], status: 'failed' })],
    verdict: 'FAIL',
    mustFailures: 1,
  },
  {
    name: 'a MUST failure with another MUST not evaluated is FAIL',
    tests: [rec({ verified: [o(MUST_A, 'FAILED', 'x')], status: 'failed' })],
    verdict: 'FAIL',
    mustFailures: 1,
  },
  {
    name: 'an OBSERVATION warning does not fail',
    tests: [rec({ verified: [...held, o(OBS, 'WARNING', 'extra keys')] })],
    verdict: 'PASS',
  },
  {
    name: 'SKIPPED on a MUST (device without operator) is INCOMPLETE',
    tests: [rec({ verified: [o(MUST_A, 'PASSED'), o(MUST_B, 'SKIPPED', 'no operator')] })],
    verdict: 'INCOMPLETE',
  },
  {
    name: 'REVIEW on a MUST does not fail, and is INCOMPLETE, not PASS (a person must still look)',
    tests: [rec({ verified: [o(MUST_A, 'REVIEW', 'look'), o(MUST_B, 'PASSED')] })],
    verdict: 'INCOMPLETE',
  },
  {
    name: 'a PASSED from a test that talked to no target credits nothing: INCOMPLETE',
    tests: [rec({ verified: [o(MUST_A, 'PASSED')] }), rec({ verified: [o(MUST_B, 'PASSED')], targets: [] })],
    verdict: 'INCOMPLETE',
  },
  {
    name: 'a FAILED from a test that talked to no target fails no target',
    tests: [
      rec({ verified: held }),
      rec({ verified: [o(MUST_B, 'FAILED', 'model')], targets: [], status: 'failed' }),
    ],
    verdict: 'PASS',
  },
  {
    name: 'an expected MUST failure does not fail',
    tests: [rec({ verified: [o(MUST_A, 'FAILED', 'x'), o(MUST_B, 'PASSED')], status: 'failed' })],
    expected: [MUST_A],
    verdict: 'PASS',
  },
  {
    name: 'an expected-failures problem fails',
    tests: [rec({ verified: held })],
    problems: ['stale'],
    verdict: 'FAIL',
  },
  {
    name: 'an ERROR outcome (transport) is ERROR',
    tests: [
      rec({ verified: [o(MUST_A, 'ERROR', 'could not judge: connect ECONNREFUSED'), o(MUST_B, 'PASSED')] }),
    ],
    verdict: 'ERROR',
  },
  {
    name: 'ERROR wins over FAIL',
    tests: [rec({ verified: [o(MUST_A, 'ERROR', 'could not judge'), o(MUST_B, 'FAILED', 'x')] })],
    verdict: 'ERROR',
    mustFailures: 1,
  },
  {
    name: 'an interrupted run is ERROR',
    tests: [rec({ verified: held })],
    runStatus: 'interrupted',
    verdict: 'ERROR',
  },
  {
    name: 'a pre-flight problem is ERROR',
    tests: [],
    preflight: ['TERMINAL_URL: nothing answers'],
    verdict: 'ERROR',
  },
  {
    name: 'untagged failures are counted, not judged',
    tests: [rec({ verified: held })],
    untagged: 2,
    verdict: 'PASS',
  },
];

for (const row of rows) {
  test(`verdict: ${row.name}`, () => {
    const v = computeVerdict({
      results: results(row.tests, row.expected),
      expectationProblems: row.problems ?? [],
      untaggedFailures: row.untagged ?? 0,
      runStatus: row.runStatus ?? 'passed',
      ...(row.preflight === undefined ? {} : { preflightErrors: row.preflight }),
    });
    expect(v.verdict).toBe(row.verdict);
    expect(v.pass).toBe(row.verdict === 'PASS');
    expect(v.mustFailures).toBe(row.mustFailures ?? 0);
    expect(v.untaggedFailures).toBe(row.untagged ?? 0);
    expect(Object.values(v.counts).reduce((a, b) => a + b, 0)).toBe(reqs.length);
    if (row.verdict === 'INCOMPLETE') {
      expect(v.notEvaluated.length).toBeGreaterThan(0);
      for (const u of v.notEvaluated) expect(u.reason).not.toBe('');
    }
    if (row.verdict === 'ERROR') expect(v.errors.length).toBeGreaterThan(0);
  });
}

test('exit codes: PASS 0, FAIL 1, ERROR 2, INCOMPLETE 3', () => {
  expect(verdictExitCodes).toEqual({ PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 });
});

test('verdict: a conformance run whose selection held no MUST judged nothing: ERROR, never PASS', () => {
  const outOfScope = reqs.map((r) => ({
    ...requirementRow(r),
    outcome: 'OUT OF SCOPE' as const,
    messages: [],
    tests: [],
  }));
  const judge = (projects: string[]) =>
    computeVerdict({
      results: outOfScope,
      expectationProblems: [],
      untaggedFailures: 0,
      runStatus: 'passed',
      scope: { projects, areas: [] },
    });
  const v = judge(['terminal']);
  expect(v.verdict).toBe('ERROR');
  expect(v.errors.join(' ')).toMatch(/judged nothing/);
  expect(judge([]).verdict).toBe('ERROR');
  // The harness's own self-tests judge no target: never a PASS about one (a developer's run of
  // them writes and prints no verdict at all: reportingRuns.spec.ts).
  expect(judge(['selftest']).verdict).toBe('ERROR');
});
