/**
 * A stored token pays like a card (Endpoints A, rules 1-2) and the category
 * 6012 rules (A. parameters: recipientDetails required, a JSON object string
 * with four keys; credit cards not accepted, an observation because the spec
 * puts that check on the caller).
 */
import { test } from '../../fixtures/test.js';
import { threeDSecureJourney } from '../../fixtures/gateway/threeDSecureFlow.js';
import { ensure } from '../../lib/checks/checkFailure.js';
import { checkErrorEnvelope } from '../../lib/checks/gateway/checkErrorEnvelope.js';
import { checkPaid } from '../../lib/checks/gateway/checkPaid.js';
import { checkRefused, checkStatusIs } from '../../lib/checks/gateway/checkStatus.js';
import { checkTokenPresent } from '../../lib/checks/gateway/checkTokenPresent.js';
import { recipientDetails } from '../../lib/gateway/paymentJobRequest.js';
import { named } from './named.js';

test(
  ...named('a stored token from a paid job pays like a card', 'GW-TKN-2', 'GW-TKN-3'),
  async ({ payments, threeDSecure, gatewayTarget, verify }) => {
    const first = await threeDSecureJourney(payments, threeDSecure, 'pass', {
      card: gatewayTarget.cards.payment,
      generateToken: true,
    });
    let token: string | undefined;
    await verify('GW-TKN-2', () => {
      ensure(first.final !== undefined, 'GW-TKN-2', 'the first job was not read back');
      token = checkTokenPresent(first.final.body);
    });
    if (token === undefined) {
      await verify('GW-TKN-3', () => ensure(false, 'GW-TKN-3', 'no stored token to pay with (see GW-TKN-2)'));
      return;
    }
    const { res } = await payments.createJob({ token, amount: '7.77' });
    await verify('GW-TKN-3', () =>
      checkStatusIs(res, 201, 'GW-TKN-3', 'a payment job with parameters.token'),
    );
    const second = await threeDSecureJourney(payments, threeDSecure, 'pass', { token, amount: '7.77' });
    await verify('GW-TKN-3', () => {
      ensure(second.final !== undefined, 'GW-TKN-3', 'the token payment has no action link to follow');
      checkPaid(second.final.body);
    });
  },
);

test(
  ...named(
    'category 6012: recipient details are required and must be a JSON object string of four keys',
    'GW-FI-1',
    'GW-FI-2',
    'GW-ERR-1',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const card = gatewayTarget.cards.debit;
    if (card === undefined) {
      const why = 'no debit card known for this target: set PAYCERT_GATEWAY_CARD_DEBIT';
      for (const id of ['GW-FI-1', 'GW-FI-2', 'GW-ERR-1'] as const) verify.skipped(id, why);
      test.skip(true, why);
      return;
    }
    const good = await payments.createJob({ card, mcc: '6012', recipientDetails: recipientDetails() });
    const missing = await payments.createJob({ card, mcc: '6012' });
    await verify('GW-FI-1', () => {
      checkStatusIs(good.res, 201, 'GW-FI-1', 'a 6012 debit payment with recipient details');
      checkRefused(missing.res, 'GW-FI-1', 'a 6012 payment without recipientDetails');
    });
    await verify('GW-ERR-1', () => checkErrorEnvelope(missing.res, 'GW-ERR-1', [400]));
    const broken = [
      { what: 'not JSON', value: 'lastname=Tester' },
      {
        what: 'without primaryAccountNumber',
        value: JSON.stringify({
          lastname: 'Tester',
          dateOfBirth: '1980-04-01T00:00:00Z',
          postcode: '1011AB',
        }),
      },
      {
        what: 'with a dateOfBirth that is not ISO 8601',
        value: recipientDetails({ dateOfBirth: '01/04/1980' }),
      },
    ];
    for (const b of broken) {
      const { res } = await payments.createJob({ card, mcc: '6012', recipientDetails: b.value });
      await verify('GW-FI-2', () => checkRefused(res, 'GW-FI-2', `recipientDetails ${b.what}`));
    }
  },
);

test(
  ...named('category 6012: a credit card is refused', 'GW-FI-3'),
  async ({ payments, gatewayTarget, verify }) => {
    const { res } = await payments.createJob({
      card: gatewayTarget.cards.credit,
      mcc: '6012',
      recipientDetails: recipientDetails(),
    });
    await verify('GW-FI-3', () => checkRefused(res, 'GW-FI-3', 'a 6012 payment with a credit card'));
  },
);
