/**
 * Refusals the spec does not show (Errors, rules 2-3; A. Payment job request:
 * mandatory fields not shown): recorded as observations, never failures.
 */
import { test, named } from '../../fixtures/test.js';
import { paymentJobsPath } from '../../fixtures/gateway/gatewayPayments.js';
import {
  checkJobUnchanged,
  checkRefusalShape,
  checkRefused,
} from '../../lib/judging/checks/gateway/answers.js';
import { paymentJobRequest } from '../../lib/targets/gateway/paymentJobRequest.js';

/** given: a spoiled request; want: a refusal, 400 with a known body expected (GW-JOB-20 for missing fields, GW-ERR-1 for bad values). */
const rows: readonly {
  id: 'GW-JOB-20' | 'GW-ERR-1';
  what: string;
  spoil: (r: Record<string, unknown>) => unknown;
}[] = [
  { id: 'GW-JOB-20', what: 'no amountToCollect', spoil: ({ amountToCollect: _, ...r }) => r },
  { id: 'GW-JOB-20', what: 'no currency', spoil: ({ currency: _, ...r }) => r },
  { id: 'GW-JOB-20', what: 'no order', spoil: ({ order: _, ...r }) => r },
  {
    id: 'GW-ERR-1',
    what: 'an amount with three fraction digits',
    spoil: (r) => ({ ...r, amountToCollect: '1.234' }),
  },
  { id: 'GW-ERR-1', what: 'a currency that is not ISO 4217', spoil: (r) => ({ ...r, currency: 'euro' }) },
  {
    id: 'GW-ERR-1',
    what: 'a card number failing the Luhn check',
    spoil: (r) => ({ ...r, parameters: { ...(r.parameters as object), cardNumber: '4000000000000003' } }),
  },
];

for (const row of rows) {
  test(
    ...named(`a payment job request with ${row.what} is refused`, row.id),
    async ({ payments, gatewayTarget, verify }) => {
      const doc = row.spoil(
        paymentJobRequest({ card: gatewayTarget.cards.payment, returnUrls: payments.returnUrls }),
      );
      const res = await payments.client.post(paymentJobsPath, doc);
      await verify(row.id, () => {
        checkRefused(res, `a request with ${row.what}`);
        checkRefusalShape(res, [400]);
      });
    },
  );
}

test(
  ...named('malformed JSON is refused and a stored job is left unchanged', 'GW-ERR-2'),
  async ({ payments, gatewayTarget, verify }) => {
    const { res: created } = await payments.createJob({ card: gatewayTarget.cards.payment });
    const before = await payments.retrieve(created.body);
    const res = await payments.client.post(paymentJobsPath, '{"type":"Payment",');
    const wrongType = await payments.client.post(paymentJobsPath, {
      ...paymentJobRequest({ card: gatewayTarget.cards.payment }),
      amountToCollect: 12.34,
    });
    const after = await payments.retrieve(created.body);
    await verify('GW-ERR-2', () => {
      checkRefused(res, 'malformed JSON');
      checkRefused(wrongType, 'a number where the amount string belongs');
      checkJobUnchanged(before.body, after.body);
    });
  },
);
