/**
 * Truncation and expiry (A. Card tokenisation response: truncatedCardNumber =
 * "first six digits, asterisks, last four digits"; cardExpiryMonth and
 * cardExpiryYear "two digits"): random Luhn-valid card numbers of every length
 * 12-19 with any future expiry come back truncated by the rule with the expiry
 * sent. A running gateway may refuse numbers outside its card ranges; only the
 * embedded simulator must accept every one.
 */
import fc from 'fast-check';
import { test, named } from '../../fixtures/test.js';
import { cardExpiry } from '../../lib/judging/arbitraries/gateway/cardExpiry.js';
import { cardNumbersOfEveryLength } from '../../lib/judging/arbitraries/gateway/cardNumbersOfEveryLength.js';
import { checkAccepted } from '../../lib/judging/checks/gateway/answers.js';
import { FailingStep } from '../../lib/judging/properties/failingStep.js';
import { checkExpiryEcho, checkTruncatedCardNumber } from '../../lib/judging/checks/gateway/tokenisation.js';
import { propertyFailure } from '../../lib/judging/properties/runProperty.js';

const [title, tags] = named(
  'truncation and expiry: Luhn-valid cards of every length 12-19 and any future expiry come back by the rule',
  'GW-TOK-4',
  'GW-TOK-5',
);

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  const step = new FailingStep<'GW-TOK-4' | 'GW-TOK-5'>('GW-TOK-4');
  const failure = await propertyFailure(
    fc.asyncProperty(cardNumbersOfEveryLength(), cardExpiry(), async (numbers, expiry) => {
      for (const cardNumber of numbers) {
        const { res } = await payments.tokenise({ cardNumber, ...expiry });
        if (!gatewayTarget.embedded && res.status >= 400 && res.status < 500) continue;
        await step.at('GW-TOK-4', () => {
          checkAccepted(res, `tokenisation of a ${cardNumber.length}-digit card`);
          checkTruncatedCardNumber(res.body, cardNumber);
        });
        await step.at('GW-TOK-5', () => checkExpiryEcho(res.body, expiry.month, expiry.year));
      }
    }),
    { title, numRuns: 5 },
  );
  for (const id of ['GW-TOK-4', 'GW-TOK-5'] as const) await verify(id, () => step.throwFor(id, failure));
});
