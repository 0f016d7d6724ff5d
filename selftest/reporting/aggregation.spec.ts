/**
 * Aggregation rules of the requirement matrix: an outcome only where a check
 * ran. FAILED wins over ERROR over WARNING over REVIEW over PASSED; a tag the
 * test never evaluated is NOT RUN in that test with the reason (skip,
 * precondition, the error that ended the test first), or ERROR when the
 * target stopped answering; a part out of the run's scope is OUT OF SCOPE.
 */
import { test, expect } from '@playwright/test';
import { aggregateRequirements } from '../../lib/reporting/report/aggregateRequirements.js';
import { runScope } from '../../lib/reporting/report/runScope.js';
import { requirement } from '../../lib/judging/requirements/catalogue.js';
import type { Outcome } from '../../lib/judging/requirements/outcome.js';
import type { TestRecord } from '../../lib/reporting/report/testRecord.js';
import { MUST_A, rec } from './records.js';

const id = MUST_A;
const v = (outcome: Outcome, message?: string) => ({
  id,
  outcome,
  ...(message === undefined ? {} : { message }),
});

const rows: { name: string; tests: TestRecord[]; want: Outcome; message?: string }[] = [
  { name: 'no test names it', tests: [rec({ tags: ['TM-PING-1'] })], want: 'NOT RUN' },
  {
    name: 'tag only, test passed: NOT RUN, never PASSED',
    tests: [rec({ tags: [id] })],
    want: 'NOT RUN',
    message: 'the test names it in a tag but ran no check for it',
  },
  {
    name: 'tag only, test failed: NOT RUN, never FAILED, the error is the reason',
    tests: [rec({ tags: [id], status: 'failed', error: 'TM-TXN-2: total is 6, not 5' })],
    want: 'NOT RUN',
    message: 'the test ended before evaluating it: TM-TXN-2: total is 6, not 5',
  },
  { name: 'tag only, timed out', tests: [rec({ tags: [id], status: 'timedOut' })], want: 'NOT RUN' },
  {
    name: 'tag only, skipped: the skip annotation is the reason',
    tests: [rec({ tags: [id], status: 'skipped', skipReason: 'needs a printer' })],
    want: 'NOT RUN',
    message: 'needs a printer',
  },
  {
    name: 'a precondition stopped the test: its reason, even when the test also failed',
    tests: [
      rec({
        tags: [id, 'TM-START-1'],
        status: 'failed',
        error: 'TM-START-1 failed',
        skipReason: 'precondition TM-START-1 did not hold: the start was refused',
        verified: [{ id: 'TM-START-1', outcome: 'FAILED', message: 'refused' }],
      }),
    ],
    want: 'NOT RUN',
    message: 'precondition TM-START-1 did not hold: the start was refused',
  },
  {
    name: 'the target stopped answering: ERROR, not FAILED',
    tests: [
      rec({
        tags: [id],
        status: 'failed',
        error: 'connect ECONNREFUSED 127.0.0.1:9',
        errorKind: 'transport',
      }),
    ],
    want: 'ERROR',
    message: 'could not judge: the target did not answer: connect ECONNREFUSED 127.0.0.1:9',
  },
  {
    name: 'explicit outcome wins over the test status',
    tests: [rec({ tags: [id], status: 'failed', verified: [v('PASSED')] })],
    want: 'PASSED',
  },
  {
    name: 'explicit outcome without the tag still counts',
    tests: [rec({ verified: [v('REVIEW', 'look at the receipt')] })],
    want: 'REVIEW',
    message: 'look at the receipt',
  },
  {
    name: 'FAILED beats ERROR',
    tests: [rec({ verified: [v('ERROR', 'e')] }), rec({ verified: [v('FAILED', 'f')] })],
    want: 'FAILED',
    message: 'f',
  },
  {
    name: 'ERROR beats PASSED',
    tests: [rec({ verified: [v('PASSED')] }), rec({ verified: [v('ERROR', 'could not judge')] })],
    want: 'ERROR',
  },
  {
    name: 'FAILED beats WARNING',
    tests: [rec({ verified: [v('WARNING', 'w')] }), rec({ verified: [v('FAILED', 'f')] })],
    want: 'FAILED',
    message: 'f',
  },
  {
    name: 'WARNING beats REVIEW',
    tests: [rec({ verified: [v('REVIEW', 'r'), v('WARNING', 'w')] })],
    want: 'WARNING',
    message: 'w',
  },
  {
    name: 'REVIEW beats PASSED',
    tests: [rec({ verified: [v('PASSED')] }), rec({ verified: [v('REVIEW', 'r')] })],
    want: 'REVIEW',
  },
  {
    name: 'PASSED in one test beats NOT RUN in another',
    tests: [rec({ tags: [id], status: 'skipped' }), rec({ tags: [id], verified: [v('PASSED')] })],
    want: 'PASSED',
  },
  {
    name: 'SKIPPED beats NOT RUN',
    tests: [rec({ tags: [id], status: 'skipped', skipReason: 'a' }), rec({ verified: [v('SKIPPED', 'b')] })],
    want: 'SKIPPED',
  },
];

for (const row of rows) {
  test(`aggregation: ${row.name}`, () => {
    const [r] = aggregateRequirements([requirement(id)], row.tests);
    expect(r?.outcome).toBe(row.want);
    if (row.message !== undefined) expect(r?.messages).toContain(row.message);
  });
}

test('one broken rule, one failed requirement: a failing check does not fail the test’s other tags', () => {
  // The reconciliation row of lifecycle.spec.ts names TM-GET-3 and TM-SCR-3 but evaluates only TM-TXN-2.
  const t = rec({
    tags: ['TM-TXN-2', 'TM-GET-3', 'TM-SCR-3'],
    status: 'failed',
    error: 'TM-TXN-2 (MUST) failed',
    verified: [{ id: 'TM-TXN-2', outcome: 'FAILED', message: 'total 6, not 5' }],
  });
  const got = aggregateRequirements(['TM-TXN-2', 'TM-GET-3', 'TM-SCR-3'].map(requirement), [t]);
  expect(got.map((r) => [r.id, r.outcome])).toEqual([
    ['TM-TXN-2', 'FAILED'],
    ['TM-GET-3', 'NOT RUN'],
    ['TM-SCR-3', 'NOT RUN'],
  ]);
});

test('scope: a part the run did not cover is OUT OF SCOPE; a property test brings its own ids', () => {
  const terminalOnly = [rec({ verified: [{ id: 'TM-PING-1', outcome: 'PASSED' }] })];
  const reqs = ['TM-PING-1', 'TM-RCPT-2', 'GW-AUTH-1', 'HASH-1'].map(requirement);
  const scoped = aggregateRequirements(reqs, terminalOnly, runScope(['terminal'], terminalOnly));
  expect(scoped.map((r) => [r.id, r.outcome])).toEqual([
    ['TM-PING-1', 'PASSED'],
    ['TM-RCPT-2', 'NOT RUN'],
    ['GW-AUTH-1', 'OUT OF SCOPE'],
    ['HASH-1', 'OUT OF SCOPE'],
  ]);
  expect(scoped[1]?.messages).toEqual(['no test of this run evaluated it']);
  const props = [rec({ project: 'properties', verified: [{ id: 'HASH-1', outcome: 'PASSED' }] })];
  const scope = runScope(['properties'], props);
  expect(scope.areas).toEqual([]);
  const got = aggregateRequirements(reqs, props, scope);
  expect(got.map((r) => r.outcome)).toEqual(['OUT OF SCOPE', 'OUT OF SCOPE', 'OUT OF SCOPE', 'PASSED']);
});

test('each test behind a requirement is listed with file:line, project, status and its own outcome', () => {
  const t = rec({
    tags: [id],
    status: 'failed',
    error: 'boom',
    file: 'suites/terminal/receipts.spec.ts',
    line: 42,
    verified: [
      {
        id,
        outcome: 'FAILED',
        message: 'answered 200',
        evidence: { request: 'GET /r', field: 'success', expected: false, actual: true },
      },
    ],
  });
  const [r] = aggregateRequirements([requirement(id)], [t, rec({ tags: ['TM-PING-1'] })]);
  expect(r?.tests).toEqual([
    {
      title: t.title,
      location: 'suites/terminal/receipts.spec.ts:42',
      project: 'terminal',
      status: 'failed',
      outcome: 'FAILED',
      message: 'answered 200',
      evidence: { request: 'GET /r', field: 'success', expected: false, actual: true },
    },
  ]);
});
