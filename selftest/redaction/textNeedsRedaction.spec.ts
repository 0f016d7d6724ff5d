/**
 * The fast path's question (lib/redaction/textNeedsRedaction.ts) never lets
 * through a text the policy would change: it reads only every 128th and
 * every 12th character to find Hash-length hex runs and card-length digit
 * stretches, so the texts here are built of such runs at every length and
 * offset around those bounds, with spaces, dashes, card numbers, secrets and
 * credentials between.
 */
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { redactText } from '../../lib/redaction/redact.js';
import { textNeedsRedaction } from '../../lib/redaction/textNeedsRedaction.js';

const secrets = ['sim-4f7c2e9a', 'paycert-sim-key', 'pw12', 'abc', 'Secret', ''];
const run = (chars: string, min: number, max: number): fc.Arbitrary<string> =>
  fc.array(fc.constantFrom(...chars.split('')), { minLength: min, maxLength: max }).map((a) => a.join(''));
const piece = fc.oneof(
  run('0123456789', 1, 24),
  run('0123456789abcdefABCDEF', 100, 140),
  run('0123456789 -', 10, 30),
  run(' -', 1, 3),
  fc.constantFrom(
    '4000000000000002',
    '4000 0000 0000 0002',
    '4000--0000  0000-0002',
    '5400100400099001',
    '378282246310005',
    '501234567896',
    '5012 3456 7896',
    '6761123456789012348',
    '4111111111111111111',
    '41111111111111111111',
    'Basic dXNlcjpwYXNz',
    'Bearer abcdefgh',
    'sim-4f7c2e9a',
    'paycert-sim-key',
    'pw12',
    'Secret',
    '"',
    '\u0000',
    '£',
  ),
  fc.string({ maxLength: 5 }),
);
const text = fc.array(piece, { maxLength: 8 }).map((p) => p.join(''));

test('a text the fast path lets through is one the policy leaves unchanged', () => {
  fc.assert(
    fc.property(text, (t) => {
      if (!textNeedsRedaction(t, secrets)) expect(redactText(t, secrets)).toBe(t);
    }),
    { numRuns: 5_000 },
  );
});

test('the fast path says yes to what the policy changes, wherever it sits', () => {
  for (let offset = 0; offset < 140; offset++) {
    const pad = 'x'.repeat(offset);
    // 501234567896: a 12-digit Maestro number, the shortest card the policy masks.
    for (const found of [
      '501234567896',
      '4000 0000 0000 0002',
      '6761123456789012348',
      'a1'.repeat(64),
      'sim-4f7c2e9a',
    ])
      expect(textNeedsRedaction(`${pad}${found}.`, secrets)).toBe(true);
    expect(textNeedsRedaction(`${pad}${'a1'.repeat(63)}a.`, secrets)).toBe(false);
  }
});
