/**
 * The client verdict and the outcome coverage table: a correct session with
 * every outcome is PASS; a required outcome not met is INCOMPLETE (naming
 * it); a MUST failure is FAIL whatever the coverage; a side not carried is
 * OUT OF SCOPE; no side at all is ERROR; without an API key the Hash rule is
 * NOT RUN, so INCOMPLETE.
 */
import { test, expect } from '@playwright/test';
import { allOutcomes, coverageOutcomes, isRecoveryOutcome } from '../../lib/judging/client/clientJudge.js';
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

for (const missing of allOutcomes) {
  test(`required outcome ${missing} not met: INCOMPLETE, naming it`, () => {
    const report = judged(() => session([missing]), ['terminal', 'gateway'], 'all');
    expect(report.verdict.verdict).toBe('INCOMPLETE');
    expect(report.client.missingOutcomes).toContain(missing);
    expect(report.verdict.notEvaluated.map((u) => u.id)).toContain(`outcome ${missing}`);
    expect(report.verdict.mustFailureIds).toEqual([]);
  });
}

test('"all" asks only for outcomes reachable without a warning: without busy, PASS and no warning; busy named is required', () => {
  const report = judged(() => session(['terminal.busy']), ['terminal', 'gateway'], 'all');
  expect(report.verdict.verdict).toBe('PASS');
  expect(report.requirements.filter((r) => r.outcome === 'WARNING').map((r) => r.id)).toEqual([]);
  expect(report.client.coverage.find((c) => c.outcome === 'terminal.busy')).toMatchObject({
    required: false,
    met: false,
  });
  // Asked for by name (`--require-outcomes all,terminal.busy`), busy is required as any other.
  const named = judged(
    () => session(['terminal.busy']),
    ['terminal', 'gateway'],
    [...allOutcomes, 'terminal.busy'],
  );
  expect(named.verdict.verdict).toBe('INCOMPLETE');
  expect(named.client.missingOutcomes).toEqual(['terminal.busy']);
});

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
  // A payment job is no optional feature: an application on the gateway that never creates one is not judged whole.
  const report = judged(() =>
    session().filter(
      (x) => !(x.request.method === 'POST' && x.request.target === '/api/gateway/payment-jobs'),
    ),
  );
  expect(report.verdict.verdict).toBe('INCOMPLETE');
  const type = report.verdict.notEvaluated.find((u) => u.id === 'CL-GW-TYPE-1');
  expect(type?.reason).toMatch(/^the application never sent a payment job request/);
});

test('a feature never used (printing) is OUT OF SCOPE with the reason, never NOT RUN: PASS', () => {
  const report = judged(() => session().filter((x) => !x.request.target.includes('print')));
  expect(report.verdict.verdict).toBe('PASS');
  for (const id of ['CL-TM-PRINT-1', 'CL-TM-PRINT-2', 'CL-TM-PRINT-3', 'CL-TM-PRINT-4', 'CL-TM-PRINT-5']) {
    const r = report.requirements.find((x) => x.id === id);
    expect(r?.outcome, id).toBe('OUT OF SCOPE');
    expect(r?.messages, id).toEqual([
      'feature printing unused: the application never printed (no POST /api/v2/print.json)',
    ]);
  }
  expect(report.client.features.find((f) => f.feature === 'printing')).toMatchObject({
    used: false,
    exchanges: 0,
    requirements: ['CL-TM-PRINT-1', 'CL-TM-PRINT-2', 'CL-TM-PRINT-3', 'CL-TM-PRINT-5', 'CL-TM-PRINT-4'],
  });
  // The features it used, each with the exchanges that used it.
  expect(report.client.features.filter((f) => f.used).map((f) => [f.feature, f.exchanges])).toEqual([
    ['tokenisation', 1],
    ['stored-token', 1],
    ['3-d-secure', 4],
  ]);
});

test('a feature used but whose MUST no exchange could judge stays NOT RUN (INCOMPLETE), never OUT OF SCOPE', () => {
  // A tokenisation without CardHolderName whose card's enrolment no answer showed: CL-GW-NAME-1 cannot be judged.
  const unnamed =
    '{"cardNumber":"4000000000000002","cardExpiryMonth":"12","cardExpiryYear":"30","cardCvc":"123"}';
  const report = judged(() => [
    ...session().filter((x) => !x.request.target.includes('card-tokenisation')),
    X.gwPost('/api/gateway/card-tokenisation', unnamed, { status: 200, answer: { data: { token: '1' } } }),
  ]);
  expect(report.client.features.find((f) => f.feature === 'tokenisation')?.used).toBe(true);
  expect(outcomeOf(report, 'CL-GW-NAME-1')).toBe('NOT RUN');
  expect(report.verdict.verdict).toBe('INCOMPLETE');
});

test('a declared feature never used is INCOMPLETE naming it; declared and used, PASS', () => {
  const noPrint = (): ReturnType<typeof session> =>
    session().filter((x) => !x.request.target.includes('print'));
  const report = judged(noPrint, ['terminal', 'gateway'], [], undefined, ['printing', 'tokenisation']);
  expect(report.verdict.verdict).toBe('INCOMPLETE');
  expect(report.client.missingFeatures).toEqual(['printing']);
  expect(report.verdict.notEvaluated.find((u) => u.id === 'feature printing')?.reason).toBe(
    'declared feature printing (--features, PAYCERT_FEATURES) was never used: the application never printed (no POST /api/v2/print.json)',
  );
  expect(judged(() => session(), ['terminal', 'gateway'], [], undefined, ['printing']).verdict.verdict).toBe(
    'PASS',
  );
  // A feature of a side not carried cannot be used.
  const terminalOnly = (): ReturnType<typeof session> => noPrint().filter((x) => x.side === 'terminal');
  const gatewayless = judged(terminalOnly, ['terminal'], [], undefined, ['tokenisation']);
  expect(gatewayless.verdict.notEvaluated.map((u) => u.reason)).toEqual([
    'declared feature tokenisation cannot be used: the proxy did not carry the gateway side',
  ]);
});

test('a required outcome of a feature never used names the feature', () => {
  const report = judged(
    () => session().filter((x) => !x.request.target.includes('print')),
    ['terminal', 'gateway'],
    ['terminal.out-of-paper'],
  );
  expect(report.verdict.notEvaluated.map((u) => u.reason)).toEqual([
    'required outcome terminal.out-of-paper was not met: the application never printed (no POST /api/v2/print.json)',
  ]);
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
