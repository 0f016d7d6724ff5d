/**
 * Aggregation rules of the requirement matrix: FAILED wins over WARNING over
 * REVIEW over PASSED; SKIPPED only when nothing ran; NOT RUN when no test
 * named the id; a tag without an explicit outcome counts by the test status.
 */
import { test, expect } from '@playwright/test';
import { aggregateRequirements } from '../../lib/report/aggregateRequirements.js';
import { requirement } from '../../lib/requirements/catalogue.js';
import type { Outcome } from '../../lib/requirements/outcome.js';
import type { TestRecord } from '../../lib/report/testRecord.js';
import { MUST_A, rec } from './records.js';

const id = MUST_A;
const v = (outcome: Outcome, message?: string) => ({
  id,
  outcome,
  ...(message === undefined ? {} : { message }),
});

const rows: { name: string; tests: TestRecord[]; want: Outcome; message?: string }[] = [
  { name: 'no test names it', tests: [rec({ tags: ['TM-PING-1'] })], want: 'NOT RUN' },
  { name: 'tag only, test passed', tests: [rec({ tags: [id] })], want: 'PASSED' },
  {
    name: 'tag only, test failed: the error is the reason',
    tests: [rec({ tags: [id], status: 'failed', error: 'expected 400, got 200' })],
    want: 'FAILED',
    message: 'expected 400, got 200',
  },
  { name: 'tag only, timed out', tests: [rec({ tags: [id], status: 'timedOut' })], want: 'FAILED' },
  {
    name: 'tag only, skipped: the skip annotation is the reason',
    tests: [rec({ tags: [id], status: 'skipped', skipReason: 'needs a printer' })],
    want: 'SKIPPED',
    message: 'needs a printer',
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
    name: 'PASSED beats SKIPPED',
    tests: [rec({ tags: [id], status: 'skipped' }), rec({ tags: [id] })],
    want: 'PASSED',
  },
  {
    name: 'all skipped stays SKIPPED',
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

test('each test behind a requirement is listed with file:line, project and status', () => {
  const t = rec({
    tags: [id],
    status: 'failed',
    error: 'boom',
    file: 'suites/terminal/receipts.spec.ts',
    line: 42,
  });
  const [r] = aggregateRequirements([requirement(id)], [t, rec({ tags: ['TM-PING-1'] })]);
  expect(r?.tests).toEqual([
    {
      title: t.title,
      location: 'suites/terminal/receipts.spec.ts:42',
      project: 'terminal',
      status: 'failed',
      outcome: 'FAILED',
      message: 'boom',
    },
  ]);
});
