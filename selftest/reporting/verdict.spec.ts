/**
 * Verdict rules: the run fails on MUST failures only (not listed as
 * expected), on expected-failure problems, and when Playwright stopped early.
 */
import { test, expect } from '@playwright/test';
import { aggregateRequirements } from '../../lib/report/aggregateRequirements.js';
import { computeVerdict } from '../../lib/report/computeVerdict.js';
import { requirement } from '../../lib/requirements/catalogue.js';
import type { RequirementResult } from '../../lib/report/conformanceReport.js';
import type { TestRecord } from '../../lib/report/testRecord.js';
import { MUST_A, MUST_B, OBS, rec } from './records.js';

const reqs = [MUST_A, MUST_B, OBS].map(requirement);

function results(tests: TestRecord[], expectedIds: string[] = []): RequirementResult[] {
  return aggregateRequirements(reqs, tests).map((r) =>
    expectedIds.includes(r.id) ? { ...r, expected: { reason: 'known', expires: '2999-01-01' } } : r,
  );
}

const rows: {
  name: string;
  tests: TestRecord[];
  expected?: string[];
  problems?: string[];
  runStatus?: string;
  untagged?: number;
  pass: boolean;
  mustFailures: number;
}[] = [
  { name: 'all pass', tests: [rec({ tags: [MUST_A, MUST_B, OBS] })], pass: true, mustFailures: 0 },
  { name: 'nothing run is not a failure', tests: [], pass: true, mustFailures: 0 },
  {
    name: 'a MUST failure fails',
    tests: [rec({ tags: [MUST_A], status: 'failed' })],
    pass: false,
    mustFailures: 1,
  },
  {
    name: 'an OBSERVATION warning does not fail',
    tests: [rec({ verified: [{ id: OBS, outcome: 'WARNING', message: 'extra keys' }] })],
    pass: true,
    mustFailures: 0,
  },
  {
    name: 'a failed test tagged with an OBSERVATION does not fail',
    tests: [rec({ tags: [OBS], status: 'failed' })],
    pass: true,
    mustFailures: 0,
  },
  {
    name: 'REVIEW and SKIPPED do not fail',
    tests: [
      rec({ verified: [{ id: MUST_A, outcome: 'REVIEW', message: 'look' }] }),
      rec({ tags: [MUST_B], status: 'skipped' }),
    ],
    pass: true,
    mustFailures: 0,
  },
  {
    name: 'an expected MUST failure does not fail',
    tests: [rec({ tags: [MUST_A], status: 'failed' })],
    expected: [MUST_A],
    pass: true,
    mustFailures: 0,
  },
  {
    name: 'an expected-failures problem fails',
    tests: [],
    problems: ['stale'],
    pass: false,
    mustFailures: 0,
  },
  { name: 'an interrupted run fails', tests: [], runStatus: 'interrupted', pass: false, mustFailures: 0 },
  { name: 'untagged failures are counted, not judged', tests: [], untagged: 2, pass: true, mustFailures: 0 },
];

for (const row of rows) {
  test(`verdict: ${row.name}`, () => {
    const v = computeVerdict({
      results: results(row.tests, row.expected),
      expectationProblems: row.problems ?? [],
      untaggedFailures: row.untagged ?? 0,
      runStatus: row.runStatus ?? 'passed',
    });
    expect(v.pass).toBe(row.pass);
    expect(v.mustFailures).toBe(row.mustFailures);
    expect(v.untaggedFailures).toBe(row.untagged ?? 0);
    expect(Object.values(v.counts).reduce((a, b) => a + b, 0)).toBe(reqs.length);
  });
}
