/**
 * The one judging core (lib/judging/checks/judgeCheck.ts), as the suites' `verify` and
 * the client judge's tally both use it: the catalogue's level decides a
 * deviation's outcome (MUST fails, an observation warns), anything else is
 * ERROR, the record is redacted, and both forms (sync and awaited) agree.
 */
import { test, expect } from '@playwright/test';
import { Deviation } from '../../lib/judging/checks/deviation.js';
import { judgeAsyncCheck, judgeCheck, type JudgeOptions } from '../../lib/judging/checks/judgeCheck.js';
import { RequirementTally } from '../../lib/judging/client/requirementTally.js';
import { requirement, type RequirementId } from '../../lib/judging/requirements/catalogue.js';

const must: RequirementId = 'TM-TXN-2';
const observation: RequirementId = 'TM-SET-6';
const pan = ['4111', '1111', '1111', '1111'].join('');
const secret = ['sesame', 'word'].join('-');
const options: JudgeOptions = { secrets: [secret] };

const deviate = (): never => {
  throw new Deviation(`total 6 for card ${pan} (${secret})`, {
    field: 'total_amount',
    expected: 5,
    actual: 6,
  });
};
const unreachable = (): never => {
  throw new TypeError('fetch failed', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' }),
  });
};
const bug = (): never => {
  throw new TypeError("Cannot read properties of undefined (reading 'x')");
};

test('the levels of the catalogue are the ones these rows assume', () => {
  expect(requirement(must).level).toBe('MUST');
  expect(requirement(observation).level).toBe('OBSERVATION');
});

const rows: { name: string; id: RequirementId; check: () => void; want: string; kind?: string }[] = [
  { name: 'a check that returns', id: must, check: () => undefined, want: 'PASSED' },
  { name: 'a MUST deviation', id: must, check: deviate, want: 'FAILED', kind: 'deviation' },
  { name: 'an observation deviation', id: observation, check: deviate, want: 'WARNING', kind: 'deviation' },
  { name: 'the target did not answer', id: must, check: unreachable, want: 'ERROR', kind: 'transport' },
  { name: 'a paycert error', id: must, check: bug, want: 'ERROR', kind: 'harness' },
];

for (const row of rows) {
  test(`${row.name}: ${row.want}, the same sync and awaited`, async () => {
    const sync = judgeCheck(row.id, row.check, options);
    const awaited = await judgeAsyncCheck(row.id, row.check, options);
    expect(sync.outcome).toBe(row.want);
    expect(sync.thrown?.kind).toBe(row.kind);
    expect(awaited.record).toEqual(sync.record);
  });
}

test('the record is redacted: no card number, no literal secret', () => {
  const { record } = judgeCheck(must, deviate, options);
  const text = JSON.stringify(record);
  expect(text).not.toContain(pan);
  expect(text).not.toContain(secret);
  expect(record.message).toMatch(/^total 6 for card 411111/);
  expect(record.evidence).toEqual({ field: 'total_amount', expected: 5, actual: 6 });
});

test('ERROR says whose trouble it is, never the target’s failure', () => {
  expect(judgeCheck(must, unreachable, options).record.message).toMatch(
    /^could not judge: the target did not answer: TypeError: fetch failed \(connect ECONNREFUSED/,
  );
  expect(judgeCheck(must, bug, options).record.message).toMatch(
    /^could not judge: paycert error \(not the target's\): TypeError: Cannot read/,
  );
});

test('the exchange judged fills the request line and status a check did not give', () => {
  const exchange = { request: 'GET /api/v2/transactions/latest.json', status: 200 };
  const filled = judgeCheck(must, deviate, { ...options, exchange }).record.evidence;
  expect(filled).toEqual({ ...exchange, field: 'total_amount', expected: 5, actual: 6 });
  // A check naming another exchange keeps its own: a status belongs to one answer.
  const other = (): never => {
    throw new Deviation('x', { request: 'GET /api/v2/device.json' });
  };
  expect(judgeCheck(must, other, { ...options, exchange }).record.evidence).toEqual({
    request: 'GET /api/v2/device.json',
  });
});

test('a synchronous judgement of a check that returns a promise is a paycert error, not a pass', async () => {
  const late = (): Promise<void> => Promise.reject(new Deviation('too late'));
  // The mistake this row is about, which lint catches where it is written (no-misused-promises).
  // eslint-disable-next-line @typescript-eslint/no-misused-promises
  const j = judgeCheck(must, late, options);
  expect(j.outcome).toBe('ERROR');
  expect(j.record.message).toMatch(/returned a promise/);
  // The awaited form waits for it and judges the deviation.
  expect((await judgeAsyncCheck(must, late, options)).outcome).toBe('FAILED');
});

test('what the runner names passes through unjudged; an unknown id throws', async () => {
  const skip = new Error('Test is skipped: no card');
  const passThrough = (e: unknown): boolean => e === skip;
  const skipping = (): never => {
    throw skip;
  };
  expect(() => judgeCheck(must, skipping, { ...options, passThrough })).toThrow(skip);
  await expect(judgeAsyncCheck(must, skipping, { ...options, passThrough })).rejects.toBe(skip);
  expect(() => judgeCheck('TM-NOPE-1' as RequirementId, () => undefined, options)).toThrow(
    /unknown requirement id/,
  );
});

test('the client judge’s tally keeps the core’s outcome: a client observation warns, a MUST fails', () => {
  const tally = new RequirementTally([secret]);
  const ex = {
    seq: 1,
    side: 'terminal' as const,
    request: 'POST /api/v2/transactions/sale.json',
    status: 400,
  };
  const clientMust: RequirementId = 'CL-GW-JSON-1';
  const clientObservation: RequirementId = 'CL-TM-POLL-1';
  expect(requirement(clientMust).level).toBe('MUST');
  expect(requirement(clientObservation).level).toBe('OBSERVATION');
  expect(tally.verify(clientMust, ex, deviate)).toBe(false);
  expect(tally.verify(clientObservation, ex, deviate)).toBe(false);
  expect(tally.verify(clientMust, { ...ex, seq: 2 }, bug)).toBe(false);
  expect(tally.get(clientMust)?.brokenAs).toBe('FAILED');
  expect(tally.get(clientObservation)?.brokenAs).toBe('WARNING');
  const offences = tally.get(clientMust)?.offences ?? [];
  expect(offences.map((o) => o.outcome)).toEqual(['FAILED', 'ERROR']);
  expect(offences[0]?.evidence).toEqual({
    request: ex.request,
    status: 400,
    field: 'total_amount',
    expected: 5,
    actual: 6,
  });
  // A paycert error names the exchange it could not judge.
  expect(offences[1]?.evidence).toEqual({ request: ex.request, status: 400 });
  expect(JSON.stringify(offences)).not.toContain(secret);
});
