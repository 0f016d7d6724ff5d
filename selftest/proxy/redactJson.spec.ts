/**
 * The recorder's faster walk is the policy: redactJson.ts gives exactly what
 * lib/redaction's redactValue gives, and its text shortcut what redactText
 * gives, for bodies
 * full of what the policy looks for (card numbers plain and grouped, Hash
 * values, credentials, literal secrets, secret field names, JSON strings).
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { redactText, redactValue } from '../../lib/redaction/redact.js';
import { redactJson, redactTextFast, textNeedsRedaction } from '../../proxy/redactJson.js';

const secrets = ['sim-4f7c2e9a', 'paycert-sim-key', 'pw12'];
const tricky = fc.constantFrom(
  '4000000000000002',
  '4000 0000 0000 0002',
  '4000  0000-0000 0002',
  '5400100400099001',
  'A'.repeat(128),
  'ab12'.repeat(32),
  'Basic dXNlcjpwYXNz',
  'Bearer abcdefgh',
  'sim-4f7c2e9a',
  'paycert-sim-key',
  'pw12',
  '{"cardNumber":"4000000000000002"}',
  '{}',
  '123',
  'approved',
  'A0000000031010',
  '2026-11-23T03:49:55.813Z',
  // Long digit runs that are no card number: a reference (left alone in text), masked in a card field.
  '1234567890123456',
  '330322590615867826',
);
const text = fc.oneof(
  fc.string(),
  tricky,
  fc.tuple(fc.string(), tricky, fc.string()).map(([a, b, c]) => a + b + c),
);
const key = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'cardNumber',
    'card_number',
    'cardCvc',
    'cvc',
    'hash',
    'Hash',
    'password',
    'api-key',
    'token',
    'amount',
    'pan',
  ),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

test('redactJson gives what the policy gives, for every JSON value', () => {
  fc.assert(
    fc.property(json, (value) => {
      expect(JSON.stringify(redactJson(value, secrets))).toBe(JSON.stringify(redactValue(value, secrets)));
    }),
    { numRuns: 1_000 },
  );
});

test('free text the shortcut lets through is text the policy leaves unchanged', () => {
  fc.assert(
    fc.property(text, (t) => {
      expect(redactTextFast(t, secrets)).toBe(redactText(t, secrets));
      if (!textNeedsRedaction(t, secrets)) expect(redactText(t, secrets)).toBe(t);
    }),
    { numRuns: 1_000 },
  );
});
