/**
 * Card tokenisation (spec A. Card tokenisation request/response; Endpoints A):
 * a numeric token, the truncated card number of the card sent, the expiry
 * echoed as two digits, CardHolderName required for 3-D Secure 2.2 cards.
 */
import { test, named } from '../../fixtures/test.js';
import { tokenisationPath } from '../../fixtures/gateway/gatewayPayments.js';
import {
  checkAccepted,
  checkJsonAnswer,
  checkMatchesSchema,
  checkRefusalShape,
  checkRefused,
} from '../../lib/judging/checks/gateway/answers.js';
import {
  checkExpiryEcho,
  checkNumericToken,
  checkTruncatedCardNumber,
} from '../../lib/judging/checks/gateway/tokenisation.js';
import { isJsonObject } from '../../lib/support/json/isJsonObject.js';

/** Whether the answer has the top-level `data` object the field rules read (A. Card tokenisation response). */
function hasDataObject(body: unknown): boolean {
  return isJsonObject(body) && isJsonObject(body.data);
}

test(
  ...named(
    'a card is tokenised: numeric token, truncated number, expiry echoed',
    'GW-TOK-1',
    'GW-TOK-2',
    'GW-TOK-3',
    'GW-TOK-4',
    'GW-TOK-5',
    'GW-ENC-1',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const cards = [gatewayTarget.cards.payment, gatewayTarget.cards.threeDS22].filter((c) => c !== undefined);
    for (const card of cards) {
      const { request, res } = await payments.tokenise({
        cardNumber: card.number,
        cvc: card.cvc,
        ...(card.requiresCardHolderName === true ? { cardHolderName: 'Zoë Müller' } : {}),
      });
      // A refused tokenisation carries no token: the field checks after it have nothing to read.
      await verify.precondition(
        'GW-TOK-1',
        () => checkAccepted(res, 'POST /api/gateway/card-tokenisation'),
        'the tokenisation was refused, so there is no token, truncated number or expiry to check',
      );
      await verify('GW-ENC-1', () => checkJsonAnswer(res));
      await verify('GW-TOK-2', () => checkMatchesSchema('gateway/tokenisation-response', res.body));
      // Without the data object GW-TOK-2 owns the failure; the data.* rules cannot be evaluated.
      if (!hasDataObject(res.body)) continue;
      await verify('GW-TOK-3', () => checkNumericToken(res.body));
      await verify('GW-TOK-4', () => checkTruncatedCardNumber(res.body, card.number));
      await verify('GW-TOK-5', () =>
        checkExpiryEcho(res.body, request.cardExpiryMonth ?? '', request.cardExpiryYear ?? ''),
      );
    }
  },
);

test(
  ...named('a 3-D Secure 2.2 card without CardHolderName is refused', 'GW-TOK-6', 'GW-ERR-1'),
  async ({ payments, gatewayTarget, verify }) => {
    const card = gatewayTarget.cards.threeDS22;
    if (card === undefined)
      return verify.skipTest('no 3-D Secure 2.2 card known for this target: set PAYCERT_GATEWAY_CARD_3DS22');
    const { res } = await payments.tokenise({ cardNumber: card.number, cvc: card.cvc });
    await verify('GW-TOK-6', () => checkRefused(res, 'tokenisation without CardHolderName'));
    await verify('GW-ERR-1', () => checkRefusalShape(res, [400]));
  },
);

/** Required fields are not shown (A. Card tokenisation request): a refusal is recorded, acceptance only warns. */
const incomplete = [
  { without: 'cardCvc' },
  { without: 'cardExpiryMonth' },
  { without: 'cardNumber' },
] as const;

test(
  ...named('tokenisation requests missing a field are refused', 'GW-TOK-7'),
  async ({ payments, gatewayTarget, verify }) => {
    for (const row of incomplete) {
      const card = gatewayTarget.cards.payment;
      const full: Record<string, string> = {
        cardNumber: card.number,
        cardExpiryMonth: '12',
        cardExpiryYear: '39',
        cardCvc: card.cvc,
      };
      delete full[row.without];
      const res = await payments.client.post(tokenisationPath, full);
      await verify('GW-TOK-7', () => {
        checkRefused(res, `tokenisation without ${row.without}`);
        checkRefusalShape(res, [400]);
      });
    }
  },
);
