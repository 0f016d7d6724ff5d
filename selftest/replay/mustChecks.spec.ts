/**
 * Replay's MUST-breaking changes are judged by the one judging core
 * (judgeCheck): a replayed answer that breaks a MUST is a failure with the
 * field it names; one that breaks only an observation (a field of the table
 * left out, TM-TXN-18) is none, as a conformance run makes it a WARNING.
 */
import { expect, test } from '@playwright/test';
import { judgeCheck } from '../../lib/judging/checks/judgeCheck.js';
import { documentRules } from '../../lib/judging/checks/terminal/documentRules.js';
import { mustFailures } from '../../lib/judging/replay/mustChecks.js';
import { finishedSale } from '../terminalChecks/rows.js';

const path = `/api/v2/transactions/${String(finishedSale.id)}.json`;
const answer = (t: Record<string, unknown>) => ({ status: 200, body: { success: true, transaction: t } });

test('a replayed transaction breaking a MUST is a failure; one breaking an observation is not', () => {
  expect(mustFailures('terminal', 'GET', path, answer(finishedSale))).toEqual([]);
  const wrongTotal = { ...finishedSale, total_amount: Number(finishedSale.total_amount) + 1 };
  expect(mustFailures('terminal', 'GET', path, answer(wrongTotal))).toEqual([
    expect.objectContaining({ id: 'TM-TXN-2', field: 'transaction.total_amount' }),
  ]);
  const { amount_other: _left, ...withoutAField } = finishedSale;
  const tableRule = documentRules.find((r) => r.id === 'TM-TXN-18');
  // The observation does deviate; the core makes it a WARNING, never a MUST-breaking change.
  expect(judgeCheck('TM-TXN-18', () => tableRule?.check(withoutAField), { secrets: [] }).outcome).toBe(
    'WARNING',
  );
  expect(mustFailures('terminal', 'GET', path, answer(withoutAField))).toEqual([]);
});

test('a gateway answer that drops the recorded 201 breaks GW-JOB-1', () => {
  const failures = mustFailures(
    'gateway',
    'POST',
    '/api/gateway/payment-jobs',
    { status: 500, body: {} },
    201,
  );
  expect(failures.map((f) => f.id)).toEqual(['GW-JOB-1']);
  expect(failures[0]?.message).toBe('answered 500, was 201');
});
