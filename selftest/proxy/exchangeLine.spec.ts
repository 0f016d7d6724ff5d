/**
 * The fast recording line (proxy/exchangeLine.ts: the text rule asked once
 * per message, JSON bodies spliced in as sent when redactCanonicalJson.ts
 * proves nothing differs, cheaper dates) is byte for byte the reference line
 * (referenceRecord.ts: the record object through the policy itself, then
 * JSON.stringify), for exchanges full of what the policy looks for: card
 * numbers in card fields and free text, CVCs, Hash values, credentials,
 * literal secrets, JSON in strings, and bodies that are not canonical JSON
 * (spacing, escapes, number forms, keys twice, index keys out of order).
 * Half of them are parsed first, as the client judge parses them.
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { parseExchange } from '../../lib/client/parseExchange.js';
import type { RawExchange, RawMessage } from '../../lib/client/rawExchange.js';
import { exchangeLine } from '../../proxy/exchangeLine.js';
import { referenceLine } from './referenceRecord.js';

const secrets = ['sim-4f7c2e9a', 'paycert-sim-key', 'pw12', 'Secret'];

/** Both bodies read as the client judge reads them (parsed once, remembered for the recorder). */
function judgeReads(x: RawExchange): void {
  const ex = parseExchange(x);
  expect([ex.requestBody.kind, ex.responseBody.kind]).toHaveLength(2);
}
const tricky = fc.constantFrom(
  '4000000000000002',
  '4000 0000 0000 0002',
  '4000-0000-0000-0002',
  '5400100400099001',
  '378282246310005',
  '6011111111111117',
  '40000000000000020',
  '1234567890123456',
  '330322590615867826',
  '000000001250',
  'ab12'.repeat(32),
  'F'.repeat(127),
  'Basic dXNlcjpwYXNz',
  'Bearer abcdefgh',
  'sim-4f7c2e9a',
  'paycert-sim-key',
  'pw12',
  'Secret',
  '[REDACTED]',
  '{"cardNumber":"4000000000000002"}',
  '{"a":"4000000000000002","b":{"cvc":"123"}}',
  '{"note":"x"}',
  '{not json}',
  '{',
  '£12.50 “quoted” \u2028',
  'a"b\\c\n\t\b\f\r',
  '\u0001',
  '2026-11-23T03:49:55.813Z',
);
const text = fc.oneof(
  fc.string(),
  tricky,
  fc.tuple(fc.string(), tricky, fc.string()).map(([a, b, c]) => a + b + c),
);
const key = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(
    'cardNumber',
    'card_number',
    'account_number',
    'pan',
    'cardCvc',
    'cvc',
    'Hash',
    'password',
    'api-key',
    'track2',
    'ksn',
    'token',
    'amount',
    'serviceAcquiringDetails',
    '0',
    '7',
    '12',
    '4294967295',
    'a"b',
    '__proto__',
  ),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 5 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }).map((d) => JSON.stringify(d)),
  ),
})).value;
const container = fc.oneof(fc.array(json, { maxLength: 4 }), fc.dictionary(key, json, { maxKeys: 6 }));

/** A body's text: canonical JSON mostly, else JSON written otherwise, or not JSON at all. */
const bodyText = fc.oneof(
  { weight: 6, arbitrary: container.map((v) => JSON.stringify(v)) },
  container.map((v) => JSON.stringify(v, null, 1)),
  container.map((v) => JSON.stringify(v).replace(/4/g, '\\u0034')),
  container.map((v) => JSON.stringify(v).replace(/\//g, '\\/')),
  fc.constantFrom(
    '{"a":1,"b":2,"a":3}',
    '{"b":1,"1":2,"0":3}',
    '{"b":1,"1":1}',
    '{"a":1,"a":1}',
    '{"x":"a","\\u0078":"a"}',
    '{"ab":"a","a\\u0062":"a"}',
    '{"pan":"x\\u0034y","account_number":"4000\\u00200000 0000 0002"}',
    '{"amount":1.0,"n":1e2,"m":-0,"big":12345678901234567890}',
    '{"big":12345678901234567890}',
    '[-0]',
    '[1E+2,0.1]',
    '[1e21,9007199254740993]',
    '{"cardNumber":"4000000000000002","cvc":"123","x":[{"pan":"4000 0000 0000 0002"}]}',
    '{"d":"{\\"AuthenticationStatus\\":\\"Y\\",\\"cvc\\":\\"123\\"}"}',
    '\ufeff{"a":1}',
    '[1,2',
    'choice=success',
    '"4000000000000002"',
    '42',
  ),
  text,
);

const headerValue = fc.oneof(text, fc.array(text, { minLength: 1, maxLength: 3 }));
const headerName = fc.oneof(
  fc.constantFrom(
    'authorization',
    'hash',
    'cookie',
    'set-cookie',
    'x-api-key',
    'content-type',
    'date',
    'x-note',
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/),
);

const message = fc
  .record({
    headers: fc.dictionary(headerName, headerValue, { maxKeys: 5 }),
    body: fc.oneof(
      { weight: 8, arbitrary: bodyText.map((t) => Buffer.from(t, 'utf8')) },
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.from([0xff, 0xfe, 0x41])),
    ),
    cut: fc.integer({ min: 0, max: 9 }),
  })
  .map(({ headers, body, cut }): RawMessage => {
    const kept = cut === 0 && body.length > 2 ? body.subarray(0, body.length >> 1) : body;
    return { headers, body: kept, bodyBytes: body.length };
  });

const exchange = fc
  .record({
    seq: fc.integer({ min: 1, max: 1e6 }),
    side: fc.constantFrom('terminal' as const, 'gateway' as const),
    startedAt: fc.integer({ min: 0, max: 4e12 }),
    duration: fc.integer({ min: 0, max: 5000 }),
    method: fc.constantFrom('GET', 'POST', 'OPTIONS'),
    target: fc.oneof(fc.constantFrom('/api/v2/transactions/sale.json', '/api/gateway/payment-jobs'), text),
    request: message,
    response: fc.option(fc.record({ status: fc.constantFrom(200, 201, 303, 400, 409), m: message })),
    error: fc.option(text),
  })
  .map((e): RawExchange => ({
    seq: e.seq,
    side: e.side,
    startedAt: e.startedAt,
    endedAt: e.startedAt + e.duration,
    request: { ...e.request, method: e.method, target: e.target },
    ...(e.response === null ? {} : { response: { ...e.response.m, status: e.response.status } }),
    ...(e.error === null ? {} : { error: e.error }),
  }));

test('the fast line is the reference line, byte for byte, with and without the judge parsing first', () => {
  fc.assert(
    fc.property(exchange, fc.boolean(), fc.boolean(), (x, judged, withBodies) => {
      // The judge parses the bodies of API requests (and remembers them) when it reads them.
      if (judged) judgeReads(x);
      expect(exchangeLine(x, secrets, withBodies)).toBe(referenceLine(x, secrets, withBodies));
    }),
    { numRuns: 3_000 },
  );
});

test('a canonical body is spliced in: redactions by field name at their place, the rest as sent', () => {
  const body = JSON.stringify({
    transaction: {
      id: 'abc',
      account_number: '476173******5296',
      card_details: { scheme: 'visa', track2: '476173******5296D2912201*****' },
      ksn: null,
      tags: { '50': '5649534120435245444954', '9F02': '000000001250' },
      currency_symbol: '£',
    },
    parameters: { cardNumber: '4000000000000002', cardCvc: '123' },
    serviceAcquiringDetails: '{"ThreeDSecureVersion":"2.1.0","AuthenticationStatus":"Y"}',
  });
  const b = Buffer.from(body);
  const x: RawExchange = {
    seq: 7,
    side: 'gateway',
    startedAt: 1_800_000_000_123,
    endedAt: 1_800_000_000_130,
    request: {
      method: 'POST',
      target: '/api/gateway/payment-jobs',
      headers: {},
      body: b,
      bodyBytes: b.length,
    },
  };
  judgeReads(x);
  const line = exchangeLine(x, secrets, true);
  expect(line).toBe(referenceLine(x, secrets, true));
  // Spliced as sent: the body's text, redacted at its place, is in the line as it is.
  expect(line).toContain(
    body
      .replace('"4000000000000002","cardCvc":"123"', '"400000******0002","cardCvc":"[REDACTED]"')
      .replace('"476173******5296D2912201*****"', '"[REDACTED]"'),
  );
  expect(line).toContain('"track2":"[REDACTED]"');
  expect(line).toContain('"cardNumber":"400000******0002","cardCvc":"[REDACTED]"');
  expect(line).not.toContain('4000000000000002');
});
