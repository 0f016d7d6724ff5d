/**
 * The gateway (Part A) schemas hold their rules: every example passes, and a
 * copy broken in exactly one way fails with an error that names the field.
 * Response schemas accept fields the spec does not list; request schemas do not, except where the spec
 * itself recommends unnamed extra content (payment job request, its order).
 */
import { test, expect } from '@playwright/test';
import { redactText } from '../lib/reporting/redaction/redact.js';
import { formatErrors, validate } from '../lib/judging/validation/validate.js';
import type { SchemaName } from '../generated/schemas.js';
import { gatewayExamples } from './examples/gateway.js';

/** One change to a copy of an example, addressed by JSON pointer. */
type Mutation = { readonly set: string; readonly to: unknown } | { readonly remove: string };

interface Row {
  /** Name of an example in selftest/examples/gateway.ts. */
  readonly given: string;
  readonly mutation: Mutation;
  /** A substring of an error's pointer or message, or `accepted`. */
  readonly want: string;
}

const accepted = 'accepted';
const testCardNumber = '4000000000000002';

function example(name: string): { schema: SchemaName; document: unknown } {
  const found = gatewayExamples.find((e) => e.name === name);
  if (found === undefined) throw new Error(`no gateway example named "${name}"`);
  return found;
}

function segments(pointer: string): string[] {
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Applies the mutation to a deep copy, creating nothing on the way: the parent must exist. */
function mutate(document: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(document);
  const path = segments('set' in mutation ? mutation.set : mutation.remove);
  const last = path.pop() ?? '';
  let parent: unknown = copy;
  for (const key of path) parent = (parent as Record<string, unknown>)[key];
  if (parent === null || typeof parent !== 'object') throw new Error(`no parent for ${last}`);
  const target = parent as Record<string, unknown>;
  if ('set' in mutation) target[last] = mutation.to;
  else if (Array.isArray(target)) target.splice(Number(last), 1);
  else delete target[last];
  return copy;
}

/** Test titles reach reports, so values pass the redaction policy (the rows hold a test card number). */
function describeMutation(m: Mutation): string {
  if (!('set' in m)) return `remove ${m.remove}`;
  const raw = JSON.stringify(m.to);
  const shown = redactText(raw);
  return `set ${m.set} to ${shown}${shown === raw ? '' : ' (redacted)'}`;
}

const token = 'payment job request, token';
const card = 'payment job request, card';
const pending = 'payment job response, pending';
const paid = 'payment job response, paid';

const rows: readonly Row[] = [
  // Tokenisation request: required fields, formats, strictness.
  { given: 'tokenisation request', mutation: { remove: '/cardNumber' }, want: '/cardNumber' },
  { given: 'tokenisation request', mutation: { remove: '/cardCvc' }, want: '/cardCvc' },
  {
    given: 'tokenisation request',
    mutation: { set: '/cardExpiryMonth', to: '13' },
    want: '/cardExpiryMonth',
  },
  { given: 'tokenisation request', mutation: { set: '/cardExpiryMonth', to: '1' }, want: '/cardExpiryMonth' },
  {
    given: 'tokenisation request',
    mutation: { set: '/cardExpiryYear', to: '2029' },
    want: '/cardExpiryYear',
  },
  { given: 'tokenisation request', mutation: { set: '/cardCvc', to: 123 }, want: '/cardCvc' },
  { given: 'tokenisation request', mutation: { set: '/cardNumber', to: '4000 0000' }, want: '/cardNumber' },
  { given: 'tokenisation request', mutation: { set: '/email', to: 'a@shop.example' }, want: '/email' },
  {
    given: 'tokenisation request',
    mutation: { set: '/cardHolderName', to: 'A. Jansen' },
    want: '/cardHolderName',
  },
  // Tokenisation response.
  { given: 'tokenisation response', mutation: { remove: '/data/token' }, want: '/data/token' },
  { given: 'tokenisation response', mutation: { set: '/data/token', to: 'tok_9f2c' }, want: '/data/token' },
  { given: 'tokenisation response', mutation: { set: '/data/token', to: 9100482716 }, want: '/data/token' },
  {
    given: 'tokenisation response',
    mutation: { set: '/data/cardExpiryMonth', to: '1' },
    want: '/data/cardExpiryMonth',
  },
  {
    given: 'tokenisation response',
    mutation: { set: '/data/truncatedCardNumber', to: testCardNumber },
    want: '/data/truncatedCardNumber',
  },
  {
    given: 'tokenisation response',
    mutation: { set: '/data/truncatedCardNumber', to: '4000********0002' },
    want: '/data/truncatedCardNumber',
  },
  { given: 'tokenisation response', mutation: { set: '/data/cardBrand', to: 'Visa' }, want: accepted },
  { given: 'tokenisation response', mutation: { set: '/meta', to: {} }, want: accepted },
  // Payment job request.
  { given: card, mutation: { set: '/amountToCollect', to: '10.5' }, want: '/amountToCollect' },
  { given: card, mutation: { set: '/amountToCollect', to: '10' }, want: '/amountToCollect' },
  { given: card, mutation: { set: '/amountToCollect', to: 12.5 }, want: '/amountToCollect' },
  { given: card, mutation: { set: '/currency', to: 'eur' }, want: '/currency' },
  { given: card, mutation: { set: '/type', to: 'Refund' }, want: '/type' },
  { given: card, mutation: { set: '/locale', to: 'en-GB' }, want: '/locale' },
  { given: card, mutation: { set: '/options', to: ['GenerateToken', 'SaveCard'] }, want: '/options/1' },
  { given: card, mutation: { set: '/paymentMethodsToUse', to: ['paypal'] }, want: '/paymentMethodsToUse/0' },
  { given: card, mutation: { set: '/paymentMethodsToUse', to: ['CreditCard'] }, want: accepted },
  { given: card, mutation: { remove: '/order/orderNumber' }, want: '/order/orderNumber' },
  { given: card, mutation: { remove: '/parameters' }, want: '/parameters' },
  {
    given: card,
    mutation: { set: '/parameters/token', to: '91004827163502948167' },
    want: '/parameters/cardNumber',
  },
  { given: card, mutation: { remove: '/parameters/cardNumber' }, want: '/parameters/cardNumber' },
  { given: card, mutation: { remove: '/parameters/cardCvc' }, want: 'cardCvc' },
  {
    given: card,
    mutation: { set: '/parameters/cardExpiryMonth', to: '13' },
    want: '/parameters/cardExpiryMonth',
  },
  { given: card, mutation: { set: '/parameters/mcc', to: '601' }, want: '/parameters/mcc' },
  { given: card, mutation: { set: '/parameters/mcc', to: '6012' }, want: '/parameters/recipientDetails' },
  { given: card, mutation: { set: '/parameters/mcc', to: '5411' }, want: accepted },
  {
    given: card,
    mutation: { set: '/parameters/returnUrlSuccess', to: 'shop.example/return' },
    want: '/parameters/returnUrlSuccess',
  },
  // The spec recommends extra content whose field names it does not give: allowed (A. Payment job request).
  { given: card, mutation: { set: '/customerEmail', to: 'a@shop.example' }, want: accepted },
  {
    given: card,
    mutation: { set: '/parameters/browserDetails', to: {} },
    want: '/parameters/browserDetails',
  },
  { given: card, mutation: { set: '/order/customerName', to: 'A. Jansen' }, want: accepted },
  { given: token, mutation: { set: '/parameters/token', to: 'tok_9f2c' }, want: '/parameters/token' },
  {
    given: token,
    mutation: { set: '/parameters/cardNumber', to: testCardNumber },
    want: '/parameters/cardNumber',
  },
  {
    given: 'payment job request, mcc 6012',
    mutation: { remove: '/parameters/recipientDetails' },
    want: '/parameters/recipientDetails',
  },
  {
    given: 'payment job request, mcc 6012',
    mutation: { set: '/parameters/recipientDetails', to: 'Jansen, EC1A 1BB' },
    want: '/parameters/recipientDetails',
  },
  // Recipient details (content of the recipientDetails string).
  { given: 'recipient details', mutation: { remove: '/dateOfBirth' }, want: '/dateOfBirth' },
  { given: 'recipient details', mutation: { set: '/dateOfBirth', to: '17-03-1984' }, want: '/dateOfBirth' },
  {
    given: 'recipient details',
    mutation: { remove: '/primaryAccountNumber' },
    want: '/primaryAccountNumber',
  },
  { given: 'recipient details', mutation: { set: '/firstname', to: 'Anna' }, want: '/firstname' },
  // Payment job response: data, order, payment, step, attributes, links.
  { given: pending, mutation: { remove: '/links' }, want: '/links' },
  { given: pending, mutation: { remove: '/data/reference' }, want: '/data/reference' },
  { given: pending, mutation: { remove: '/data/payments' }, want: '/data/payments' },
  {
    given: pending,
    mutation: { set: '/data/createDateTimeUtc', to: '2026-11-21T13:05:12Z' },
    want: '/data/createDateTimeUtc',
  },
  { given: pending, mutation: { set: '/data/type', to: 'Refund' }, want: '/data/type' },
  { given: pending, mutation: { set: '/data/timeZone', to: '+01:00' }, want: '/data/timeZone' },
  { given: pending, mutation: { set: '/data/timeZone', to: 'EST5EDT' }, want: accepted },
  { given: pending, mutation: { set: '/data/timeZone', to: 'Etc/GMT+1' }, want: accepted },
  { given: pending, mutation: { set: '/data/currency', to: 978 }, want: '/data/currency' },
  { given: pending, mutation: { set: '/data/amountToCollect', to: 12.5 }, want: '/data/amountToCollect' },
  { given: pending, mutation: { set: '/data/flags/direct', to: 'false' }, want: '/data/flags/direct' },
  { given: pending, mutation: { set: '/data/orderHistory', to: {} }, want: '/data/orderHistory' },
  { given: pending, mutation: { remove: '/data/order/orderNumber' }, want: '/data/order/orderNumber' },
  { given: pending, mutation: { set: '/data/paymentStatus', to: 'Reserved' }, want: accepted },
  { given: pending, mutation: { set: '/data/paymentStatus', to: null }, want: '/data/paymentStatus' },
  // "string" is any string: references and the dates the spec gives no format (A. Payment job response).
  { given: pending, mutation: { set: '/data/reference', to: 'pj_7f3a-9c21' }, want: accepted },
  {
    given: pending,
    mutation: { set: '/data/payments/0/reference', to: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b1e4c7a90' },
    want: accepted,
  },
  {
    given: pending,
    mutation: { set: '/data/lastProcessedTimeUtc', to: '2026-11-21 13:05:12' },
    want: accepted,
  },
  { given: pending, mutation: { set: '/data/order/createDateTimeUtc', to: '1763730312' }, want: accepted },
  // Other forms of "ISO 8601 UTC, fractional seconds".
  ...[
    '2026-11-21T13:05:12,483Z',
    '20261121T130512.483Z',
    '2026-11-21T13:05:12.4831234+00:00',
    '2026-11-21T13:05:12.4+0000',
    '2026-11-21t13:05:12.48z',
  ].map((to) => ({ given: pending, mutation: { set: '/data/createDateTimeUtc', to }, want: accepted })),
  {
    given: pending,
    mutation: { set: '/data/createDateTimeUtc', to: '2026-11-21T14:05:12.483+01:00' },
    want: '/data/createDateTimeUtc',
  },
  // "present once paid": absent or null before.
  { given: pending, mutation: { set: '/data/paidAmount', to: null }, want: accepted },
  { given: pending, mutation: { set: '/data/amountCollected', to: null }, want: accepted },
  { given: pending, mutation: { set: '/data/paidDateTimeUtc', to: null }, want: accepted },
  { given: pending, mutation: { set: '/data/payments/0/paidAmount', to: null }, want: accepted },
  { given: pending, mutation: { remove: '/data/payments/0/steps' }, want: '/data/payments/0/steps' },
  {
    given: pending,
    mutation: { set: '/data/payments/0/steps/0/action', to: 7 },
    want: '/data/payments/0/steps/0/action',
  },
  { given: pending, mutation: { set: '/data/payments/0/steps/0/action', to: 'Authorise' }, want: accepted },
  {
    given: pending,
    mutation: { set: '/data/payments/0/attributes/returnUrlSuccess', to: 'shop.example/ok' },
    want: '/data/payments/0/attributes/returnUrlSuccess',
  },
  {
    given: pending,
    mutation: { set: '/data/payments/0/attributes/serviceAcquiringDetails', to: 'version 2.2.0' },
    want: '/data/payments/0/attributes/serviceAcquiringDetails',
  },
  { given: pending, mutation: { set: '/links/data/type', to: 'text/html' }, want: '/links/data/type' },
  {
    given: pending,
    mutation: { set: '/links/action/type', to: 'application/json' },
    want: '/links/action/type',
  },
  { given: pending, mutation: { remove: '/links/documentation/url' }, want: '/links/documentation/url' },
  { given: pending, mutation: { set: '/data/merchantName', to: 'Shop' }, want: accepted },
  { given: pending, mutation: { set: '/data/order/customer', to: {} }, want: accepted },
  { given: pending, mutation: { set: '/data/flags/isMoto', to: false }, want: accepted },
  { given: pending, mutation: { set: '/data/flags/isMoto', to: 'no' }, want: '/data/flags/isMoto' },
  { given: pending, mutation: { set: '/data/payments/0/channel', to: 'web' }, want: accepted },
  { given: pending, mutation: { set: '/data/payments/0/steps/0/note', to: 'x' }, want: accepted },
  {
    given: pending,
    mutation: { set: '/data/payments/0/attributes/browserLanguage', to: 'en' },
    want: accepted,
  },
  { given: pending, mutation: { set: '/links/self', to: {} }, want: accepted },
  { given: pending, mutation: { set: '/links/data/method', to: 'GET' }, want: accepted },
  { given: pending, mutation: { set: '/meta', to: {} }, want: accepted },
  // Paid: the "present once paid" fields are required (States A).
  { given: paid, mutation: { remove: '/data/paidAmount' }, want: '/data/paidAmount' },
  { given: paid, mutation: { remove: '/data/amountCollected' }, want: '/data/amountCollected' },
  { given: paid, mutation: { remove: '/data/paidDateTimeUtc' }, want: '/data/paidDateTimeUtc' },
  { given: paid, mutation: { remove: '/data/payments/0/paidAmount' }, want: '/data/payments/0/paidAmount' },
  { given: paid, mutation: { set: '/data/paidAmount', to: 12.5 }, want: '/data/paidAmount' },
  { given: paid, mutation: { set: '/data/paidAmount', to: null }, want: '/data/paidAmount' },
  {
    given: paid,
    mutation: { set: '/data/payments/0/attributes/token', to: 'tok_9f2c' },
    want: '/data/payments/0/attributes/token',
  },
  {
    given: paid,
    mutation: { set: '/data/payments/0/attributes/originatingIpAddress', to: 'localhost' },
    want: '/data/payments/0/attributes/originatingIpAddress',
  },
  {
    given: paid,
    mutation: { set: '/data/payments/0/attributes/originatingIpAddress', to: '[2001:db8::1]:443, 10.0.0.1' },
    want: accepted,
  },
  // Service acquiring details (content of the serviceAcquiringDetails string).
  // The spec names no keys for the initial version and reason: other names are conformant.
  {
    given: 'service acquiring details, initial',
    mutation: { remove: '/ThreeDSecureVersion' },
    want: accepted,
  },
  {
    given: 'service acquiring details, initial',
    mutation: { set: '/threeDSVersion', to: '2.1.0' },
    want: accepted,
  },
  { given: 'service acquiring details, initial', mutation: { set: '/Scheme', to: 'Visa' }, want: accepted },
  { given: 'service acquiring details, processed', mutation: { remove: '/Cavv' }, want: '/Cavv' },
  {
    given: 'service acquiring details, processed',
    mutation: { remove: '/ThreeDSecureVersion' },
    want: accepted,
  },
  { given: 'service acquiring details, processed', mutation: { set: '/Eci', to: 5 }, want: '/Eci' },
  {
    given: 'service acquiring details, processed',
    mutation: { set: '/TruncatedCardNumber', to: testCardNumber },
    want: '/TruncatedCardNumber',
  },
  { given: 'service acquiring details, processed', mutation: { set: '/Scheme', to: 'Visa' }, want: accepted },
  // Error envelope (field notes; observations only).
  { given: 'error envelope, 3-D Secure failed', mutation: { remove: '/errorReport' }, want: '/errorReport' },
  {
    given: 'error envelope, 3-D Secure failed',
    mutation: { set: '/errorReport/errors/0/code', to: 42 },
    want: '/errorReport/errors/0/code',
  },
  {
    given: 'error envelope, 3-D Secure failed',
    mutation: { set: '/errorReport/isFatalError', to: 'true' },
    want: '/errorReport/isFatalError',
  },
  { given: 'error envelope, 3-D Secure failed', mutation: { set: '/traceId', to: 'abc' }, want: accepted },
  // Problem details (RFC 9457), another refusal shape the spec leaves open.
  { given: 'problem details, refusal', mutation: { set: '/status', to: '401' }, want: '/status' },
  { given: 'problem details, refusal', mutation: { set: '/errors', to: [] }, want: accepted },
];

test.describe('gateway examples pass their schemas', () => {
  for (const ex of gatewayExamples) {
    test(ex.name, () => {
      const result = validate(ex.schema, ex.document);
      expect(result.ok, result.ok ? '' : formatErrors(ex.schema, result.errors)).toBe(true);
    });
  }
});

test.describe('a copy broken in one way is rejected at that field', () => {
  for (const row of rows) {
    test(`${row.given}: ${describeMutation(row.mutation)} -> ${row.want}`, () => {
      const { schema, document } = example(row.given);
      const result = validate(schema, mutate(document, row.mutation));
      if (row.want === accepted) {
        expect(result.ok, result.ok ? '' : formatErrors(schema, result.errors)).toBe(true);
        return;
      }
      expect(result.ok, `${schema} accepted the broken copy`).toBe(false);
      const errors = result.ok ? [] : result.errors;
      const named = errors.some((e) => e.pointer.includes(row.want) || e.message.includes(row.want));
      expect(named, formatErrors(schema, errors)).toBe(true);
    });
  }
});

/** JSON strings whose content has its own schema (contentSchema in the schemas). */
const serialised: readonly { given: string; pointer: string; schema: SchemaName }[] = [
  {
    given: 'payment job request, mcc 6012',
    pointer: '/parameters/recipientDetails',
    schema: 'gateway/recipient-details',
  },
  {
    given: pending,
    pointer: '/data/payments/0/attributes/serviceAcquiringDetails',
    schema: 'gateway/service-acquiring-details-initial',
  },
  {
    given: paid,
    pointer: '/data/payments/0/attributes/serviceAcquiringDetails',
    schema: 'gateway/service-acquiring-details-processed',
  },
];

test.describe('serialised JSON strings hold valid content', () => {
  for (const s of serialised) {
    test(`${s.given} ${s.pointer} is ${s.schema}`, () => {
      let value: unknown = example(s.given).document;
      for (const key of segments(s.pointer)) value = (value as Record<string, unknown>)[key];
      expect(typeof value).toBe('string');
      const result = validate(s.schema, JSON.parse(value as string));
      expect(result.ok, result.ok ? '' : formatErrors(s.schema, result.errors)).toBe(true);
    });
  }
});

test('no response example carries the full test card number', () => {
  const responses = gatewayExamples.filter(
    (e) => !e.schema.endsWith('-request') && e.schema !== 'gateway/recipient-details',
  );
  expect(responses.length).toBeGreaterThan(0);
  for (const ex of responses)
    expect(JSON.stringify(ex.document).includes(testCardNumber), ex.name).toBe(false);
});

test('every rule row names an existing example and every example is used', () => {
  const used = new Set(rows.map((r) => r.given));
  for (const ex of gatewayExamples) expect(used, `no rule row breaks ${ex.name}`).toContain(ex.name);
});
