/**
 * Amounts (A. Payment job request/response: amountToCollect, a decimal with
 * two fraction digits): any amount in minor units, formatted with two fraction
 * digits, round-trips through a payment job unchanged. 15 runs by default.
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { minorUnitsAmount } from '../../lib/arbitraries/gateway/minorUnitsAmount.js';
import { checkAmountAndCurrency } from '../../lib/checks/gateway/checkAmountAndCurrency.js';
import { checkRetrieved } from '../../lib/checks/gateway/checkRetrieved.js';
import { checkStatusIs } from '../../lib/checks/gateway/checkStatus.js';
import { valueAt } from '../../lib/checks/gateway/docPath.js';
import { runProperty } from '../../lib/properties/runProperty.js';
import { named } from '../gateway/named.js';

const [title, tags] = named(
  'amounts: any amount in minor units round-trips through a payment job',
  'GW-JOB-5',
);

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  await verify('GW-JOB-5', () =>
    runProperty(
      fc.asyncProperty(minorUnitsAmount(), async (amount) => {
        const { res } = await payments.createJob({
          card: gatewayTarget.cards.payment,
          amount,
          currency: 'EUR',
        });
        checkStatusIs(res, 201, 'GW-JOB-5', `a payment job of ${amount}`);
        checkAmountAndCurrency(res.body, amount, 'EUR');
        const back = await payments.retrieve(res.body);
        checkRetrieved(back, String(valueAt(res.body, 'data.reference')), 'GW-JOB-5');
        checkAmountAndCurrency(back.body, amount, 'EUR');
      }),
      { title, numRuns: 15 },
    ),
  );
});
