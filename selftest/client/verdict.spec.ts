/**
 * The client verdict and the outcome coverage table: a correct session with
 * every outcome is PASS; a required outcome not met is INCOMPLETE (naming
 * it); a MUST failure is FAIL whatever the coverage; a side not carried is
 * OUT OF SCOPE; no side at all is ERROR; without an API key the Hash rule is
 * NOT RUN, so INCOMPLETE.
 */
import { test, expect } from '@playwright/test';
import { clientOutcomes, coverageOutcomes, isRecoveryOutcome } from '../../lib/judging/client/clientJudge.js';
import * as X from './exchanges.js';
import { session } from './allOutcomes.js';
import { judged, outcomeOf } from './judge.js';

test('a correct session meeting every outcome is PASS, with every outcome met, counted and its first exchange', () => {
  const report = judged(() => session(), ['terminal', 'gateway'], 'all');
  expect(report.verdict.notEvaluated).toEqual([]);
  expect(report.verdict.mustFailureIds).toEqual([]);
  // Reaching "busy" takes a start while one is active: the observation warns, the verdict stays PASS.
  expect(report.requirements.filter((r) => r.outcome === 'WARNING').map((r) => r.id)).toEqual([
    'CL-TM-BUSY-1',
  ]);
  expect(report.verdict.verdict).toBe('PASS');
  const table = report.client.coverage;
  expect(table.map((c) => c.outcome)).toEqual([...coverageOutcomes]);
  // The drills' recoveries (selftest/client/drills.spec.ts) are not part of a session without drills.
  for (const c of table.filter((t) => !isRecoveryOutcome(t.outcome))) {
    expect(c.met, c.outcome).toBe(true);
    // The paid token payment passed 3-D Secure as well.
    expect(c.count, c.outcome).toBe(c.outcome === 'gateway.3ds-passed' ? 2 : 1);
    expect(c.firstSeq, c.outcome).toBeGreaterThan(0);
  }
  expect(report.client.exchanges.browser).toBe(4);
});

test('a polled document counts its transaction once', () => {
  const report = judged(() => [
    ...session(['terminal.busy']),
    X.tm('GET', '/api/v2/transactions/t1.json', {
      answer: X.txn('t1', { is_active: false, result: 'approved' }),
    }),
  ]);
  expect(report.client.coverage.find((c) => c.outcome === 'terminal.approved')?.count).toBe(1);
});

for (const missing of clientOutcomes) {
  test(`required outcome ${missing} not met: INCOMPLETE, naming it`, () => {
    const report = judged(() => session([missing]), ['terminal', 'gateway'], 'all');
    expect(report.verdict.verdict).toBe('INCOMPLETE');
    expect(report.client.missingOutcomes).toContain(missing);
    expect(report.verdict.notEvaluated.map((u) => u.id)).toContain(`outcome ${missing}`);
    expect(report.verdict.mustFailureIds).toEqual([]);
  });
}

test('an outcome not required and not met leaves PASS', () => {
  const report = judged(() => session(['terminal.timeout']), ['terminal', 'gateway'], ['terminal.approved']);
  expect(report.verdict.verdict).toBe('PASS');
  expect(report.client.coverage.find((c) => c.outcome === 'terminal.timeout')).toMatchObject({
    met: false,
    required: false,
    count: 0,
  });
});

test('a MUST failure is FAIL (exit code 1) even with outcomes missing', () => {
  const report = judged(
    () => [...session(['gateway.token-paid']), X.tm('GET', '/api/v1/transactions/latest.json')],
    ['terminal', 'gateway'],
    'all',
  );
  expect(report.verdict.verdict).toBe('FAIL');
  expect(report.verdict.mustFailureIds).toEqual(['CL-TM-VER-1']);
});

test('a side not carried is OUT OF SCOPE, and "all" requires only the outcomes of the sides carried', () => {
  const report = judged(() => session().filter((x) => x.side === 'terminal'), ['terminal'], 'all');
  expect(outcomeOf(report, 'CL-GW-HASH-2')).toBe('OUT OF SCOPE');
  expect(report.verdict.verdict).toBe('PASS');
  expect(report.client.coverage.find((c) => c.outcome === 'gateway.3ds-passed')).toMatchObject({
    inScope: false,
    required: false,
  });
});

test('a required outcome of a side not carried cannot be met: INCOMPLETE with that reason', () => {
  const report = judged(
    () => session().filter((x) => x.side === 'terminal'),
    ['terminal'],
    ['gateway.token-paid'],
  );
  expect(report.verdict.verdict).toBe('INCOMPLETE');
  expect(report.verdict.notEvaluated[0]?.reason).toMatch(/did not carry the gateway side/);
});

test('no side carried: the run judged nothing, ERROR', () => {
  const report = judged(() => [], [], []);
  expect(report.verdict.verdict).toBe('ERROR');
});

test('a MUST no exchange exercised is NOT RUN with what the application never sent: INCOMPLETE', () => {
  const report = judged(() => session().filter((x) => !x.request.target.includes('print')));
  expect(report.verdict.verdict).toBe('INCOMPLETE');
  const print = report.verdict.notEvaluated.find((u) => u.id === 'CL-TM-PRINT-1');
  expect(print?.reason).toMatch(/^the application never sent a print request/);
});

test('without an API key the Hash rule is NOT RUN (INCOMPLETE), never PASSED', () => {
  const report = judged(() => session(), ['terminal', 'gateway'], [], []);
  expect(outcomeOf(report, 'CL-GW-HASH-2')).toBe('NOT RUN');
  expect(report.verdict.verdict).toBe('INCOMPLETE');
  expect(report.verdict.notEvaluated.find((u) => u.id === 'CL-GW-HASH-2')?.reason).toMatch(/GATEWAY_API_KEY/);
});

test('the 3-D Secure outcome falls back to the retrieved job when the proxy saw no form post', () => {
  const report = judged(() => session().filter((x) => !x.request.target.startsWith('/gateway/3ds/')));
  const met = report.client.coverage.filter((c) => c.met).map((c) => c.outcome);
  expect(met).toContain('gateway.3ds-passed');
  expect(met).toContain('gateway.3ds-cancelled');
  // A job read back cannot tell "not authenticated" from "failed": both show as failed.
  expect(report.client.coverage.find((c) => c.outcome === 'gateway.3ds-failed')?.count).toBe(2);
});

test('an exchange paycert cannot read is a paycert error of the run (ERROR), never thrown at the proxy', () => {
  const broken = {
    ...X.tm('GET', '/api/v2/device.json'),
    request: { method: 'GET', target: '/api/v2/device.json', headers: {} },
  };
  const report = judged(() => [...session(), broken as unknown as ReturnType<typeof X.tm>]);
  expect(report.verdict.verdict).toBe('ERROR');
  expect(report.verdict.errors[0]).toMatch(/^paycert could not judge exchange #\d+/);
});
