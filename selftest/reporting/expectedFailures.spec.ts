/**
 * Expected-failure rules: a listed failure is marked and does not fail; a
 * listed requirement that passes is stale; an expired entry fails; a bad
 * entry is named with a clear error; `target` selects by kind, host or name.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregateRequirements } from '../../lib/reporting/report/aggregateRequirements.js';
import { applyExpectations, entryMatchesTarget } from '../../lib/judging/expectations/applyExpectations.js';
import {
  parseExpectedFailures,
  type ExpectedFailure,
} from '../../lib/judging/expectations/expectedFailure.js';
import { loadExpectedFailures } from '../../lib/judging/expectations/loadExpectedFailures.js';
import { requirement } from '../../lib/judging/requirements/catalogue.js';
import type { TargetInfo } from '../../lib/reporting/report/target.js';
import { MUST_A, OBS, rec } from './records.js';

const target: TargetInfo = { kind: 'terminal', host: '10.0.0.7:8080', name: 'shop-3' };
const today = '2025-06-15';
const entry = (e: Partial<ExpectedFailure> = {}): ExpectedFailure => ({
  id: MUST_A,
  reason: 'firmware 4.2 bug, ticket PAY-12',
  expires: '2025-07-01',
  ...e,
});
// What a check recorded for the requirement: a failure, a pass, or nothing (the test was skipped).
const matrix = (status: 'passed' | 'failed' | 'skipped') =>
  aggregateRequirements(
    [requirement(MUST_A)],
    [
      rec({
        tags: [MUST_A],
        status,
        targets: [target],
        verified:
          status === 'skipped' ? [] : [{ id: MUST_A, outcome: status === 'failed' ? 'FAILED' : 'PASSED' }],
      }),
    ],
  );

const rows: {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  e: ExpectedFailure;
  marked: boolean;
  problem?: RegExp;
}[] = [
  { name: 'listed failure is marked expected', status: 'failed', e: entry(), marked: true },
  { name: 'holds through its expiry day', status: 'failed', e: entry({ expires: today }), marked: true },
  {
    name: 'expired entry fails the run',
    status: 'failed',
    e: entry({ expires: '2025-06-14' }),
    marked: false,
    problem: /expired on 2025-06-14/,
  },
  {
    name: 'stale entry (now passes) fails the run',
    status: 'passed',
    e: entry(),
    marked: false,
    problem: /now PASSED; remove the stale entry/,
  },
  { name: 'skipped: says nothing', status: 'skipped', e: entry(), marked: false },
  { name: 'target by host', status: 'failed', e: entry({ target: 'terminal@10.0.0.7:8080' }), marked: true },
  { name: 'target by name', status: 'failed', e: entry({ target: 'shop-3' }), marked: true },
  {
    name: 'another target: does not apply',
    status: 'failed',
    e: entry({ target: 'terminal@10.0.0.8:8080' }),
    marked: false,
  },
  {
    name: 'another target, passing: not stale here',
    status: 'passed',
    e: entry({ target: 'shop-9' }),
    marked: false,
  },
];

for (const row of rows) {
  test(`expected failures: ${row.name}`, () => {
    const applied = applyExpectations(matrix(row.status), [row.e], [target], today);
    expect(applied.results[0]?.expected !== undefined).toBe(row.marked);
    if (row.problem === undefined) expect(applied.problems).toEqual([]);
    else expect(applied.problems.join('\n')).toMatch(row.problem);
  });
}

const badRows: { name: string; json: unknown; error: RegExp }[] = [
  { name: 'not a list', json: { nope: 1 }, error: /expected \{ "expectedFailures"/ },
  {
    name: 'unknown id',
    json: [{ id: 'TM-NOPE-9', reason: 'xyz', expires: '2025-01-01' }],
    error: /entry 1 \(TM-NOPE-9\): unknown requirement id/,
  },
  {
    name: 'observation',
    json: [{ id: OBS, reason: 'xyz', expires: '2025-01-01' }],
    error: /OBSERVATION never fails/,
  },
  {
    name: 'bad date',
    json: [{ id: MUST_A, reason: 'xyz', expires: '2025-02-30' }],
    error: /"expires" must be a date YYYY-MM-DD, got "2025-02-30"/,
  },
  { name: 'no reason', json: [{ id: MUST_A, expires: '2025-01-01' }], error: /"reason" must say why/ },
  {
    name: 'unknown key',
    json: [{ id: MUST_A, reason: 'xyz', expires: '2025-01-01', until: 'x' }],
    error: /unknown key "until"/,
  },
  {
    name: 'duplicate',
    json: { expectedFailures: [entry(), entry()] },
    error: /entry 2 \(TM-RCPT-2\): listed twice/,
  },
];

for (const row of badRows) {
  test(`expected-failures file: ${row.name} is a clear error`, () => {
    const parsed = parseExpectedFailures(row.json, 'ef.json');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.errors.join('\n')).toMatch(row.error);
  });
}

test('the repository example parses and a good entry is accepted', () => {
  expect(parseExpectedFailures({ expectedFailures: [entry({ target: 'terminal' })] }, 'x')).toEqual({
    ok: true,
    entries: [entry({ target: 'terminal' })],
  });
  expect(loadExpectedFailures({}).ok).toBe(true);
  expect(entryMatchesTarget('gateway', target)).toBe(false);
});

test('PAYCERT_EXPECTED_FAILURES names another file; a missing named file is an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-ef-'));
  const file = join(dir, 'other.json');
  writeFileSync(file, JSON.stringify({ expectedFailures: [entry()] }));
  expect(loadExpectedFailures({ PAYCERT_EXPECTED_FAILURES: file }).entries).toHaveLength(1);
  const missing = loadExpectedFailures({ PAYCERT_EXPECTED_FAILURES: join(dir, 'nope.json') });
  expect(missing.ok ? '' : missing.errors[0]).toMatch(/cannot read/);
});
