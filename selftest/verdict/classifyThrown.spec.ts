/**
 * What a check throws decides whose trouble it is: a deviation is the
 * target's (FAILED or WARNING); transport trouble, found along `cause`
 * chains, and any other error are ERROR (the run could not judge).
 */
import { test, expect } from '@playwright/test';
import { AssertionError } from 'node:assert';
import { Deviation } from '../../lib/judging/checks/deviation.js';
import {
  classifyThrown,
  describeThrown,
  transportMessagePattern,
} from '../../lib/reporting/report/classifyThrown.js';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });
class TargetUnreachable extends Error {
  override readonly name = 'TargetUnreachable';
}

const rows: { name: string; thrown: unknown; want: ReturnType<typeof classifyThrown> }[] = [
  { name: 'a Deviation', thrown: new Deviation('total 6, not 5'), want: 'deviation' },
  {
    // Another copy of deviation.ts (a second installed paycert) has its own class but the same mark.
    name: 'a Deviation of another copy of paycert',
    thrown: Object.assign(new Error('total 6, not 5'), { [Symbol.for('paycert.Deviation')]: true }),
    want: 'deviation',
  },
  {
    // Only the mark makes a deviation: a paycert bug cannot fail a target by its error's name.
    name: 'an error merely named Deviation',
    thrown: Object.assign(new Error('x'), { name: 'Deviation' }),
    want: 'harness',
  },
  { name: 'a node:assert failure', thrown: new AssertionError({ message: 'expected 1' }), want: 'deviation' },
  {
    name: 'an expect failure',
    thrown: Object.assign(new Error('expected 1'), { matcherResult: { pass: false } }),
    want: 'deviation',
  },
  {
    name: 'ECONNREFUSED',
    thrown: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'),
    want: 'transport',
  },
  { name: 'ECONNRESET', thrown: withCode('socket hang up', 'ECONNRESET'), want: 'transport' },
  {
    name: 'an undici error',
    thrown: withCode('Headers Timeout Error', 'UND_ERR_HEADERS_TIMEOUT'),
    want: 'transport',
  },
  {
    name: 'fetch wraps it: TypeError with a cause',
    thrown: new TypeError('fetch failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    want: 'transport',
  },
  { name: 'an AbortError', thrown: new DOMException('aborted', 'AbortError'), want: 'transport' },
  { name: 'a TimeoutError', thrown: new DOMException('timed out', 'TimeoutError'), want: 'transport' },
  { name: 'the clients’ TargetUnreachable', thrown: new TargetUnreachable('no answer'), want: 'transport' },
  {
    name: 'TargetUnreachable deep in a cause chain',
    thrown: new Error('a', { cause: new Error('b', { cause: new TargetUnreachable('c') }) }),
    want: 'transport',
  },
  {
    name: 'a TypeError of paycert’s own',
    thrown: new TypeError("Cannot read properties of undefined (reading 'x')"),
    want: 'harness',
  },
  { name: 'a string', thrown: 'boom', want: 'harness' },
  { name: 'undefined', thrown: undefined, want: 'harness' },
];

for (const row of rows) {
  test(`classify: ${row.name}`, () => {
    expect(classifyThrown(row.thrown)).toBe(row.want);
  });
}

test('a cyclic cause chain ends', () => {
  const a = new Error('a');
  const b = new Error('b', { cause: a });
  Object.assign(a, { cause: b });
  expect(classifyThrown(a)).toBe('harness');
});

test('describeThrown names the innermost cause of a wrapped error', () => {
  const e = new TypeError('fetch failed', {
    cause: withCode('connect ECONNREFUSED 127.0.0.1:9', 'ECONNREFUSED'),
  });
  expect(describeThrown(e)).toBe('TypeError: fetch failed (connect ECONNREFUSED 127.0.0.1:9)');
});

test('transport trouble is recognised in a test error’s text', () => {
  expect(transportMessagePattern.test('Error: connect ECONNREFUSED 127.0.0.1:8080')).toBe(true);
  expect(transportMessagePattern.test('TargetUnreachable: no answer')).toBe(true);
  expect(transportMessagePattern.test('TM-TXN-2 (MUST) failed: total 6')).toBe(false);
});
