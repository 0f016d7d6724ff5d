/**
 * Truncation (A. Card tokenisation response: truncatedCardNumber = first six,
 * asterisks, last four): random Luhn-valid card numbers of every length 12-19
 * come back truncated by the rule. A running gateway may refuse numbers outside
 * its card ranges; only the embedded simulator must accept every one.
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { cardNumbersOfEveryLength } from '../../lib/arbitraries/gateway/cardNumbersOfEveryLength.js';
import { checkAccepted } from '../../lib/checks/gateway/checkStatus.js';
import { checkTruncatedCardNumber } from '../../lib/checks/gateway/checkTruncatedCardNumber.js';
import { runProperty } from '../../lib/properties/runProperty.js';
import { named } from '../gateway/named.js';

const [title, tags] = named(
  'truncation: Luhn-valid card numbers of every length 12-19 come back truncated by the rule',
  'GW-TOK-4',
);

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  await verify('GW-TOK-4', () =>
    runProperty(
      fc.asyncProperty(cardNumbersOfEveryLength(), async (numbers) => {
        for (const cardNumber of numbers) {
          const { res } = await payments.tokenise({ cardNumber });
          if (!gatewayTarget.embedded && res.status >= 400 && res.status < 500) continue;
          checkAccepted(res, 'GW-TOK-4', `tokenisation of a ${cardNumber.length}-digit card`);
          checkTruncatedCardNumber(res.body, cardNumber);
        }
      }),
      { title, numRuns: 5 },
    ),
  );
});
