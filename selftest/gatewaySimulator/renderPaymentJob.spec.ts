/**
 * The payment job answer (simulators/gateway/renderPaymentJob.ts), as the
 * simulator sends it (JSON text), is a schema-valid document for generated
 * jobs: cards and tokens, locales (job and query), GenerateToken, return URLs
 * with queries and fragments, mcc 6012, order lines, unicode and
 * lone-surrogate text, every 3-D Secure choice, a moved clock, another public
 * URL, and a token left by a fault that is switched off again. Jobs are made
 * by the simulator's own request parser and store, in process.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { gatewayTestCards } from '../../lib/targets/gateway/testCards.js';
import { formatErrors, validate } from '../../lib/judging/validation/validate.js';
import { cardProfile } from '../../simulators/gateway/cardChecks.js';
import { Clock } from '../../simulators/gateway/clock.js';
import { GatewayError } from '../../simulators/gateway/errors.js';
import { FaultSet } from '../../simulators/gateway/faults.js';
import type { ThreeDSecureChoice } from '../../simulators/gateway/model.js';
import { parsePaymentJobRequest } from '../../simulators/gateway/parsePaymentJobRequest.js';
import { renderPaymentJob } from '../../simulators/gateway/renderPaymentJob.js';
import { GatewayStore } from '../../simulators/gateway/store.js';

const configurationId = 'merchant-ü';
const recipient = JSON.stringify({
  lastname: 'Müller',
  dateOfBirth: '1980-02-29T00:00:00Z',
  postcode: '1012 AB',
  primaryAccountNumber: 'NL91ABNA0417164300',
});

/** Text of every kind: ASCII, any code point, and UTF-16 units (lone surrogates), never empty of non-space. */
const text = fc
  .oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }))
  .map((s) => `${s}x`);
/** Return URLs must be printable ASCII (issue 13): anything else goes percent-encoded as UTF-8 bytes. */
const asciiOnly = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      b > 0x20 && b < 0x7f && b !== 0x25
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
const returnUrl = fc.option(
  fc
    .tuple(
      fc.constantFrom(
        'https://shop.example/back',
        'http://127.0.0.1:9/r?x=1',
        'https://s.example/p?',
        'https://s.example/p?a=b&',
      ),
      text,
      fc.constantFrom('', '#frag', '#ä?b'),
    )
    .map(([base, extra, frag]) => `${base}${asciiOnly(extra)}${asciiOnly(frag)}`),
  { nil: undefined },
);
const locale = fc.option(fc.stringMatching(/^[a-z]{2}_[A-Z]{2}$/), { nil: undefined });
const orderLine = fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });

const jobArb = fc.record({
  card: fc.constantFrom(...gatewayTestCards),
  useToken: fc.boolean(),
  holderName: text,
  locale,
  methods: fc.constantFrom(['creditcard'], ['Card', 'CreditCard']),
  generateToken: fc.constantFrom(undefined, [], ['GenerateToken']),
  mcc: fc.constantFrom(undefined, '6012', '5411'),
  success: returnUrl,
  failed: returnUrl,
  cancelled: returnUrl,
  orderNumber: text,
  orderLines: fc.option(fc.array(orderLine, { maxLength: 3 }), { nil: undefined }),
  currency: fc.constantFrom('EUR', 'GBP', 'JPY'),
  amount: fc.oneof(
    fc.constant('10.00'),
    // Up to the simulator's documented bound, maxAmountToCollect (999999.99).
    fc.nat(99_899_999).map((n) => `${Math.floor(n / 100) + 1}.${String(n % 100).padStart(2, '0')}`),
  ),
  earlyTokenFault: fc.boolean(),
  choice: fc.option(fc.constantFrom<ThreeDSecureChoice>('success', 'failed', 'not-authenticated', 'cancel'), {
    nil: undefined,
  }),
  ip: fc.constantFrom('127.0.0.1', '::1', '203.0.113.9, 10.0.0.1'),
  origin: text,
  advanceMs: fc.constantFrom(0, 1, 86_400_000),
  queryLocale: locale,
  publicUrl: fc.constantFrom('http://127.0.0.1:8090', 'https://gw.example/sim/ö'),
});

test('every generated payment job is answered with a schema-valid document', () => {
  const clock = new Clock();
  const store = new GatewayStore({ seed: 7, clock });
  const none = new FaultSet();
  let rendered = 0;
  fc.assert(
    fc.property(jobArb, (j) => {
      const creation = new FaultSet(j.earlyTokenFault ? ['token-before-3ds'] : []);
      const cardParameters = {
        cardNumber: j.card.number,
        cardExpiryMonth: '12',
        cardExpiryYear: '35',
        cardCvc: '123',
        cardHolderName: j.holderName,
      };
      const token = j.useToken
        ? store.tokenise(
            configurationId,
            {
              number: j.card.number,
              expiryMonth: '12',
              expiryYear: '35',
              holderName: j.holderName,
              profile: cardProfile(j.card.number),
            },
            none,
          ).token
        : undefined;
      const request = {
        type: 'Payment',
        paymentMethodsToUse: j.methods,
        parameters: {
          ...(token === undefined ? cardParameters : { token }),
          ...(j.mcc === undefined ? {} : { mcc: j.mcc }),
          ...(j.mcc === '6012' ? { recipientDetails: recipient } : {}),
          ...(j.success === undefined ? {} : { returnUrlSuccess: j.success }),
          ...(j.failed === undefined ? {} : { returnUrlFailed: j.failed }),
          ...(j.cancelled === undefined ? {} : { returnUrlCancelled: j.cancelled }),
        },
        order: {
          orderNumber: j.orderNumber,
          ...(j.orderLines === undefined ? {} : { orderLines: j.orderLines }),
        },
        currency: j.currency,
        amountToCollect: j.amount,
        ...(j.locale === undefined ? {} : { locale: j.locale }),
        ...(j.generateToken === undefined ? {} : { options: j.generateToken }),
      };
      let input;
      try {
        input = parsePaymentJobRequest(request, clock.now(), creation, (t) =>
          store.findToken(configurationId, t),
        );
      } catch (e) {
        // Refused requests (a credit card with mcc 6012) have nothing to render.
        if (e instanceof GatewayError) return;
        throw e;
      }
      const own = {
        success: `${j.publicUrl}/_sim/return/success`,
        failed: `${j.publicUrl}/_sim/return/failed`,
        cancelled: `${j.publicUrl}/_sim/return/cancelled`,
      };
      const job = store.createJob(
        configurationId,
        input,
        {
          success: input.returnUrls.success ?? own.success,
          failed: input.returnUrls.failed ?? own.failed,
          cancelled: input.returnUrls.cancelled ?? own.cancelled,
        },
        'en_GB',
        creation,
      );
      clock.advance(j.advanceMs);
      if (j.choice !== undefined)
        store.decide(job, j.choice, { originatingIpAddress: j.ip, originHeader: j.origin }, none);
      const ctx = {
        publicUrl: j.publicUrl,
        domain: new URL(j.publicUrl).hostname,
        ...(j.queryLocale === undefined ? {} : { locale: j.queryLocale }),
      };
      const sent = JSON.stringify(renderPaymentJob(job, ctx));
      const v = validate('gateway/payment-job-response', JSON.parse(sent));
      expect(v.ok, v.ok ? '' : formatErrors('gateway/payment-job-response', v.errors)).toBe(true);
      rendered++;
    }),
    { numRuns: 600 },
  );
  // Most generated requests must have been accepted, or the property proves little.
  expect(rendered).toBeGreaterThan(300);
});
