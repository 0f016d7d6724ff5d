/**
 * Against the target (Authentication A, rules 2-3: "The gateway recomputes
 * the hash and compares it."): a correctly signed random valid payment job
 * request is accepted, and the same request with any single tampering (a byte
 * of the body, a character of the Hash, the key) is refused. Bounded: 15 runs
 * by default (PAYCERT_NUM_RUNS overrides).
 */
import fc from 'fast-check';
import { test, named } from '../../fixtures/test.js';
import { paymentJobsPath } from '../../fixtures/gateway/gatewayPayments.js';
import { asTampering, singleTampering } from '../../lib/judging/arbitraries/gateway/singleTampering.js';
import { validPaymentJob } from '../../lib/judging/arbitraries/gateway/validPaymentJob.js';
import { checkCreated, checkRefused } from '../../lib/judging/checks/gateway/answers.js';
import { FailingStep } from '../../lib/judging/properties/failingStep.js';
import { paymentJobRequest } from '../../lib/targets/gateway/paymentJobRequest.js';
import { propertyFailure } from '../../lib/judging/properties/runProperty.js';

const [title, tags] = named(
  'tampering: signed random requests are accepted, any single tampering refused',
  'HASH-1',
  'HASH-2',
  'HASH-4',
  'HASH-10',
);

/** The requirement a tampering of each kind breaks when it is accepted. */
const idFor = { 'body-byte': 'HASH-4', 'hash-char': 'HASH-2', key: 'HASH-10' } as const;
type Id = 'HASH-1' | (typeof idFor)[keyof typeof idFor];

test(title, tags, async ({ payments, gatewayTarget, verify }) => {
  test.setTimeout(60_000);
  const card = gatewayTarget.cards.payment;
  const step = new FailingStep<Id>('HASH-1');
  const failure = await propertyFailure(
    fc.asyncProperty(validPaymentJob(), singleTampering(), async (v, t) => {
      const doc = paymentJobRequest({ card, returnUrls: payments.returnUrls, ...v });
      const signed = await payments.client.post(paymentJobsPath, doc);
      await step.at('HASH-1', () => checkCreated(signed, 'a correctly signed request'));
      const other = (suffix: string): string => `${gatewayTarget.otherApiKey}${suffix}`;
      const spoiled = await payments.client.post(paymentJobsPath, doc, asTampering(t, other));
      await step.at(idFor[t.kind], () => checkRefused(spoiled, `the request with ${t.kind} tampering`));
    }),
    { title, numRuns: 15 },
  );
  // A correctly signed request refused: the refusals would prove nothing, so the rest is NOT RUN.
  await verify.precondition(
    'HASH-1',
    () => step.throwFor('HASH-1', failure),
    'a correctly signed request was refused',
  );
  for (const id of ['HASH-2', 'HASH-4', 'HASH-10'] as const)
    await verify(id, () => step.throwFor(id, failure));
});
