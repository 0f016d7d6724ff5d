/**
 * Amounts (A. Payment job request: amountToCollect, "decimal with two fraction
 * digits"): any amount in minor units, formatted with two fraction digits,
 * round-trips through a payment job unchanged. 15 runs by default.
 */
import fc from 'fast-check';
import { test, named } from '../../fixtures/test.js';
import { minorUnitsAmount } from '../../lib/judging/arbitraries/gateway/minorUnitsAmount.js';
import { checkCreated, checkRetrievedJob } from '../../lib/judging/checks/gateway/answers.js';
import { FailingStep } from '../../lib/judging/properties/failingStep.js';
import { valueAt } from '../../lib/judging/checks/gateway/fields.js';
import { checkAmountAndCurrency } from '../../lib/judging/checks/gateway/paymentJob.js';
import { propertyFailure } from '../../lib/judging/properties/runProperty.js';

const [title, tags] = named(
  'amounts: any amount in minor units round-trips through a payment job',
  'GW-JOB-5',
);

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  const step = new FailingStep<'GW-JOB-5'>('GW-JOB-5');
  const failure = await propertyFailure(
    fc.asyncProperty(minorUnitsAmount(), fc.constantFrom('EUR', 'GBP', 'USD'), async (amount, currency) => {
      const { res } = await payments.createJob({ card: gatewayTarget.cards.payment, amount, currency });
      await step.at('GW-JOB-5', () => {
        checkCreated(res, `a payment job of ${amount} ${currency}`);
        checkAmountAndCurrency(res.body, amount, currency);
      });
      const back = await payments.retrieve(res.body);
      await step.at('GW-JOB-5', () => {
        checkRetrievedJob(back, String(valueAt(res.body, 'data.reference')));
        checkAmountAndCurrency(back.body, amount, currency);
      });
    }),
    { title, numRuns: 15 },
  );
  await verify('GW-JOB-5', () => step.throwFor('GW-JOB-5', failure));
});
