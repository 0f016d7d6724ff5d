/**
 * Authentication (spec A. Authentication, rules 1-5; field notes: SHA-512,
 * case-insensitive comparison). Each row sends a correctly signed control
 * request and the same request spoiled one way: the control must be accepted
 * (else refusing the spoiled one proves nothing) and the spoiled one refused.
 */
import { test, named } from '../../fixtures/test.js';
import { tokenisationPath } from '../../fixtures/gateway/gatewayPayments.js';
import type { GatewayTarget } from '../../fixtures/gateway/gatewayTarget.js';
import {
  checkAccepted,
  checkJsonAnswer,
  checkRefusalShape,
  checkRefused,
} from '../../lib/judging/checks/gateway/answers.js';
import { checkSpoiledRefused } from '../../lib/judging/checks/gateway/auth.js';
import type { Tampering } from '../../lib/targets/gateway/gatewayClient.js';
import { tokenisationRequest } from '../../lib/targets/gateway/tokenisationRequest.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';

/** Changes one digit of the CVC in the signed bytes: still valid JSON, so only the Hash can tell. */
function changeOneByte(bytes: Uint8Array): Uint8Array {
  const text = new TextDecoder().decode(bytes);
  const at = text.indexOf('"cardCvc":"') + '"cardCvc":"'.length;
  const out = Uint8Array.from(bytes);
  out[at] = (out[at] ?? 0x31) === 0x39 ? 0x30 : (out[at] ?? 0x30) + 1;
  return out;
}

interface Row {
  readonly id: RequirementId;
  readonly what: string;
  readonly tampering: (t: GatewayTarget) => Tampering | undefined;
  /** Statuses the field notes lead us to expect for the refusal (GW-AUTH-3, observation only); default authStatuses. */
  readonly statuses?: readonly number[];
}

/** What the field notes lead us to expect for a refused Hash or ConfigurationId. */
const authStatuses: readonly number[] = [401, 403];

const refusals: readonly Row[] = [
  { id: 'HASH-2', what: 'a wrong Hash', tampering: () => ({ hash: 'wrong' }) },
  { id: 'HASH-2', what: 'a Hash with one hex digit changed', tampering: () => ({ hash: { flipAt: 17 } }) },
  { id: 'HASH-3', what: 'no Hash header', tampering: () => ({ hash: 'missing' }) },
  {
    id: 'HASH-4',
    what: 'a body changed by one byte after hashing',
    tampering: () => ({ afterSigning: changeOneByte }),
  },
  {
    id: 'HASH-5',
    what: 'a Hash of the body followed by the key',
    tampering: () => ({ hash: 'bodyThenKey' }),
  },
  {
    id: 'HASH-10',
    what: 'a Hash made with another API key',
    tampering: (t) => ({ hash: { otherKey: t.otherApiKey } }),
  },
  { id: 'GW-AUTH-1', what: 'no ConfigurationId header', tampering: () => ({ configurationId: 'missing' }) },
  {
    id: 'GW-AUTH-2',
    what: 'an unknown ConfigurationId',
    tampering: () => ({ configurationId: { value: 'paycert-no-such-configuration' } }),
    statuses: [...authStatuses, 404],
  },
  {
    id: 'GW-AUTH-2',
    what: "another merchant's ConfigurationId",
    tampering: (t) =>
      t.foreignConfigurationId === undefined
        ? undefined
        : { configurationId: { value: t.foreignConfigurationId } },
    statuses: [...authStatuses, 404],
  },
];

for (const row of refusals) {
  test(
    ...named(`a request with ${row.what} is refused`, row.id, 'HASH-1', 'GW-AUTH-3'),
    async ({ payments, gatewayTarget, verify }) => {
      const tampering = row.tampering(gatewayTarget);
      if (tampering === undefined)
        return verify.skipTest('only the embedded simulator has a second configuration to borrow an id from');
      const doc = tokenisationRequest({ cardNumber: gatewayTarget.cards.payment.number });
      const control = await payments.client.post(tokenisationPath, doc);
      // A refused control is HASH-1's failure; the spoiled request's refusal would then prove nothing.
      await verify.precondition(
        'HASH-1',
        () => checkAccepted(control, 'the correctly signed control request'),
        'the correctly signed control request was refused, so refusing the spoiled one proves nothing',
      );
      const spoiled = await payments.client.post(tokenisationPath, doc, tampering);
      await verify(row.id, () => checkSpoiledRefused(control, spoiled, row.what));
      await verify('GW-AUTH-3', () => checkRefusalShape(spoiled, row.statuses ?? authStatuses));
    },
  );
}

test(
  ...named('a correctly signed plain JSON request is accepted', 'HASH-1', 'HASH-9'),
  async ({ payments, gatewayTarget, verify }) => {
    const doc = tokenisationRequest({ cardNumber: gatewayTarget.cards.payment.number });
    const res = await payments.client.post(tokenisationPath, doc);
    await verify('HASH-1', () => checkAccepted(res, 'a correctly signed request'));
    // Rule 5 ("encrypted with the API key") is not shown: the plain body with its Hash is all that is sent.
    await verify('HASH-9', () => checkAccepted(res, 'a plain JSON body signed only by its Hash'));
  },
);

/** Turns the first ë of the signed UTF-8 bytes (C3 AB) into é (C3 A9): still valid UTF-8 and JSON, only the Hash can tell. */
function changeAccent(bytes: Uint8Array): Uint8Array {
  const out = Uint8Array.from(bytes);
  const at = out.findIndex((b, i) => b === 0xc3 && out[i + 1] === 0xab);
  if (at < 0) throw new Error('the signed body holds no ë to change');
  out[at + 1] = 0xa9;
  return out;
}

/**
 * UTF-8 is the "Recommended encoding for submitted messages": a recommendation, so whether such
 * a body is accepted is observed (HASH-7). That its accented letters are in the hashed string
 * like every other value is a MUST ("Every field, value and bracket of the body must be in the
 * hashed string", HASH-4): one of them changed after hashing is refused, whatever the encoding
 * the gateway takes. Its answer is JSON when it is accepted (GW-ENC-1).
 */
test(
  ...named('a body with accented text hashed over its UTF-8 bytes', 'HASH-7', 'HASH-4', 'GW-ENC-1'),
  async ({ payments, gatewayTarget, verify }) => {
    const card = gatewayTarget.cards.threeDS22 ?? gatewayTarget.cards.payment;
    const doc = tokenisationRequest({ cardNumber: card.number, cardHolderName: 'Zoë Åsa Müller-Ñúñez' });
    const res = await payments.client.post(tokenisationPath, doc);
    if (await verify('HASH-7', () => checkAccepted(res, 'a UTF-8 body with accents')))
      await verify('GW-ENC-1', () => checkJsonAnswer(res));
    const spoiled = await payments.client.post(tokenisationPath, doc, { afterSigning: changeAccent });
    await verify('HASH-4', () =>
      checkRefused(spoiled, 'the body with one accented letter changed after hashing'),
    );
  },
);

test(
  ...named('a lower-case Hash is accepted, as by the live gateway', 'HASH-8'),
  async ({ payments, gatewayTarget, verify }) => {
    const doc = tokenisationRequest({ cardNumber: gatewayTarget.cards.payment.number });
    const res = await payments.client.post(tokenisationPath, doc, { hash: 'lowerCase' });
    await verify('HASH-8', () => checkAccepted(res, 'a lower-case Hash'));
  },
);
