/**
 * Bounded memory: 100 000 exchanges (each a new transaction, payment job and
 * token, and each breaking rules) leave every map of the judge at its
 * capacity and at most five offending exchanges per requirement as evidence;
 * the counts still count them all.
 */
import { test, expect } from '@playwright/test';
import { createClientJudge } from '../../lib/judging/client/createClientJudge.js';
import { maxEvidence } from '../../lib/judging/client/requirementTally.js';
import { clientRequirementList } from '../../lib/judging/client/buildClientReport.js';
import * as X from './exchanges.js';

test('100 000 exchanges: the state stays capped, the counts stay exact', () => {
  test.setTimeout(240_000);
  X.resetExchanges();
  const capacity = 1000;
  const judge = createClientJudge({ gatewayApiKeys: [X.apiKey], secrets: [] }, { capacity });
  const n = 100_000;
  for (let i = 0; i < n / 4; i++) {
    // A start never followed, a job whose token is never seen issued, a poll too fast, a v1 path.
    judge.observe(
      X.tm('POST', '/api/v2/transactions/sale.json', {
        body: '{"amount":12.5}',
        answer: X.txn(`t${i}`, { is_active: true }),
      }),
    );
    judge.observe(
      X.tm('GET', `/api/v2/transactions/t${i}.json`, {
        answer: X.txn(`t${i}`, { is_active: true }),
        after: 10,
      }),
    );
    judge.observe(
      X.gwPost('/api/gateway/payment-jobs', JSON.stringify({ ...X.goodJob, amountToCollect: '1.5' }), {
        answer: {
          data: {
            reference: `J${i}`,
            paymentStatus: 'Pending',
            payments: [{ reference: `P${i}`, attributes: { token: `${i}` } }],
          },
        },
      }),
    );
    judge.observe(X.tm('GET', '/api/v1/ping.json'));
  }
  const sizes = judge.stateSizes();
  for (const [name, size] of Object.entries(sizes)) {
    if (name === 'requirementRows') expect(size, name).toBeLessThanOrEqual(clientRequirementList.length);
    else if (name === 'evidence')
      expect(size, name).toBeLessThanOrEqual(maxEvidence * clientRequirementList.length);
    else expect(size, name).toBeLessThanOrEqual(capacity);
  }
  expect(sizes.transactions).toBe(capacity);
  const report = judge.buildReport({
    startedAt: new Date(0),
    endedAt: new Date(1),
    sides: ['terminal', 'gateway'],
    requireOutcomes: [],
    upstreams: {},
  });
  const amt = report.requirements.find((r) => r.id === 'CL-GW-AMT-1');
  expect(amt?.messages[0]).toMatch(new RegExp(`^${n / 4} of ${n / 4} exchange\\(s\\) broke it`));
  expect(amt?.tests.length).toBe(maxEvidence);
  expect(report.client.exchanges.total).toBe(n);
  expect(report.client.memory.evicted).toBeGreaterThan(0);
});
