/**
 * Against the target (Authentication A, rules 2-3): a correctly signed random
 * valid payment job request is accepted, and the same request with any single
 * tampering (a byte of the body, a character of the Hash, the key) is refused.
 * Bounded: 15 runs by default (PAYCERT_NUM_RUNS overrides).
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { asTampering, singleTampering } from '../../lib/arbitraries/gateway/singleTampering.js';
import { validPaymentJob } from '../../lib/arbitraries/gateway/validPaymentJob.js';
import { checkRefused, checkStatusIs } from '../../lib/checks/gateway/checkStatus.js';
import { paymentJobRequest } from '../../lib/gateway/paymentJobRequest.js';
import { propertyFailure, rethrowFor } from '../../lib/properties/runProperty.js';
import { named } from '../gateway/named.js';

const [title, tags] = named(
  'tampering: signed random requests are accepted, any single tampering refused',
  'HASH-1',
  'HASH-2',
  'HASH-4',
  'HASH-10',
);

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  test.setTimeout(60_000);
  const card = gatewayTarget.cards.payment;
  // The failing case's kind decides the requirement it breaks.
  const idFor = { 'body-byte': 'HASH-4', 'hash-char': 'HASH-2', key: 'HASH-10' } as const;
  const failure = await propertyFailure(
    fc.asyncProperty(validPaymentJob(), singleTampering(), async (v, t) => {
      const doc = paymentJobRequest({ card, returnUrls: payments.returnUrls, ...v });
      const signed = await payments.client.post('/api/gateway/payment-jobs', doc);
      checkStatusIs(signed, 201, 'HASH-1', 'a correctly signed valid payment job request');
      const other = (suffix: string): string => `${gatewayTarget.otherApiKey}${suffix}`;
      const spoiled = await payments.client.post('/api/gateway/payment-jobs', doc, asTampering(t, other));
      checkRefused(spoiled, idFor[t.kind], `the request with ${t.kind} tampering`);
    }),
    { title, numRuns: 15 },
  );
  for (const id of ['HASH-1', 'HASH-2', 'HASH-4', 'HASH-10'] as const)
    await verify(id, () => rethrowFor(id, failure));
});
