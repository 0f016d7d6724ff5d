/**
 * The recording's one redaction, by rule (issue 21, item 2): a property
 * test places a card number, a CVC, a password and the run's secrets
 * wherever a client may put them (a JSON number or string under any name, a
 * form body, a query with any grouping of the digits, a header of any name,
 * a text body) in whatever encoding it may use (plain, upper case, base64
 * alone or inside `user:secret`, percent-encoded), and the line the
 * recording writes for that exchange (exchangeRecord.ts) holds none of
 * them, while a CVC or password field still says it was there.
 */
import { test } from '@playwright/test';
import fc from 'fast-check';
import { luhnCheckDigit } from '../../lib/judging/cards/luhn.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import { base64Cores } from '../../lib/reporting/redaction/literalSecrets.js';
import { REDACTED } from '../../lib/reporting/redaction/redact.js';
import { recordOf } from '../../proxy/exchangeRecord.js';

/** Issuer prefixes and lengths of the schemes the policy knows (cardNumberLike.ts). */
const schemes: readonly [string, number][] = [
  ['4', 16],
  ['4', 13],
  ['4', 19],
  ['51', 16],
  ['2221', 16],
  ['34', 15],
  ['37', 15],
  ['6011', 16],
  ['35', 17],
  ['62', 16],
  ['6759', 12],
];
const cardNumber = fc
  .tuple(
    fc.constantFrom(...schemes),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 18, maxLength: 18 }),
  )
  .map(([[prefix, length], digits]) => {
    const body = (prefix + digits.join('')).slice(0, length - 1);
    return body + luhnCheckDigit(body);
  });

/** The digits split in groups of any sizes, joined by one separator as a client writes them. */
const grouping = (card: string) =>
  fc
    .tuple(
      fc.array(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 8 }),
      fc.constantFrom('', ' ', '-', '+', '%20'),
    )
    .map(([sizes, sep]) => {
      const groups: string[] = [];
      let at = 0;
      for (const n of sizes) if (at < card.length) groups.push(card.slice(at, (at += n)));
      if (at < card.length) groups.push(card.slice(at));
      return groups.join(sep);
    });

/** A run of `min` to `max` characters of `chars`. */
const word = (chars: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A secret the policy erases everywhere: 8 characters or more, not letters only. */
const strongSecret = fc
  .tuple(word(letters, 4, 10), word('0123456789_-', 2, 4), word('abcdefghijklmnopqrstuvwxyz0123456789', 2, 6))
  .map((p) => p.join(''));

const percentAll = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
const b64 = (s: string) => Buffer.from(s).toString('base64');
const secretForm = (secret: string) =>
  fc.constantFrom(
    secret,
    secret.toUpperCase(),
    b64(secret),
    b64(`merchant:${secret}`),
    Buffer.from(secret).toString('base64url'),
    percentAll(secret),
    encodeURIComponent(secret),
  );

const fieldName = fc.constantFrom('note', 'reference', 'data', 'x', 'description', 'value');
const cvcName = fc.constantFrom('cvc', 'cardCvc', 'CVC', 'card_cvc', 'cvv', 'securityCode');
const passwordName = fc.constantFrom('password', 'Password', 'user_password', 'terminalPassword', 'passwd');
const credentialHeader = fc.constantFrom(
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'x-auth-token',
  'hash',
);

/** Where a value goes in one exchange: its request's target, headers and body. */
type Placement = (value: string, name: string) => Pick<RawExchange['request'], 'target' | 'headers' | 'body'>;
const json = { 'content-type': 'application/json' };
const places: Record<string, Placement> = {
  jsonString: (v, n) => ({
    target: '/x',
    headers: json,
    body: Buffer.from(JSON.stringify({ a: 1, [n]: v })),
  }),
  jsonText: (v, n) => ({
    target: '/x',
    headers: json,
    body: Buffer.from(JSON.stringify({ [n]: `see ${v}.` })),
  }),
  form: (v, n) => ({
    target: '/x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(`a=1&${n}=${v}&z=2`),
  }),
  query: (v, n) => ({ target: `/x?a=1&${n}=${v}&z=2`, headers: {}, body: Buffer.alloc(0) }),
  header: (v, n) => ({
    target: '/x',
    headers: { [n.startsWith('x-') ? n : `x-${n}`]: `v ${v}` },
    body: Buffer.alloc(0),
  }),
  text: (v) => ({
    target: '/x',
    headers: { 'content-type': 'text/plain' },
    body: Buffer.from(`Dear ${v} here`),
  }),
};
const place = fc.constantFrom(...Object.keys(places));

function exchange(request: Pick<RawExchange['request'], 'target' | 'headers' | 'body'>): RawExchange {
  return {
    seq: 1,
    side: 'gateway',
    startedAt: 0,
    endedAt: 1,
    request: { method: 'POST', ...request, bodyBytes: request.body.length },
    response: { status: 200, headers: {}, body: Buffer.alloc(0), bodyBytes: 0 },
  };
}

const line = (x: RawExchange, secrets: readonly string[]) => JSON.stringify(recordOf(x, secrets, true));

test('a card number never reaches the recording, wherever and however grouped it stands', () => {
  fc.assert(
    fc.property(
      cardNumber.chain((card) => fc.tuple(fc.constant(card), grouping(card), place, fieldName)),
      fc.boolean(),
      ([card, written, where, name], asNumber) => {
        const x =
          asNumber && where.startsWith('json')
            ? exchange({ target: '/x', headers: json, body: Buffer.from(`{"${name}":${card}}`) })
            : exchange((places[where] as Placement)(written, name));
        const text = line(x, []);
        // The separators a client groups with are read away, so the digits are looked for in any grouping;
        // a JSON number past 2^53 is read rounded: its first digits are what could leak.
        return (
          !text.replace(/%20|[ +-]/g, '').includes(card) &&
          !(asNumber && where.startsWith('json') && text.includes(card.slice(0, 12)))
        );
      },
    ),
    { numRuns: 2_000 },
  );
});

test('the merchant secrets never reach the recording, in any encoding, anywhere', () => {
  fc.assert(
    fc.property(
      strongSecret.chain((s) => fc.tuple(fc.constant(s), secretForm(s))),
      place,
      fieldName,
      ([secret, written], where, name) => {
        const secrets = ['paycert-sim-key', secret];
        const text = line(exchange((places[where] as Placement)(written, name)), secrets);
        return (
          !text.toLowerCase().includes(secret.toLowerCase()) &&
          !text.toUpperCase().includes(percentAll(secret)) &&
          base64Cores(secret).every((core) => !text.includes(core))
        );
      },
    ),
    { numRuns: 2_000 },
  );
});

test('CVC and password fields are replaced in JSON, forms and queries; credential headers whole', () => {
  fc.assert(
    fc.property(
      fc.oneof(cvcName, passwordName),
      word(`${letters}0123456789`, 6, 14).map((v) => `Zq${v}`),
      fc.constantFrom('jsonString', 'form', 'query'),
      credentialHeader,
      (name, value, where, header) => {
        const x = exchange((places[where] as Placement)(value, name));
        const withHeader = {
          ...x,
          request: { ...x.request, headers: { ...x.request.headers, [header]: `Basic ${value}` } },
        };
        const record = recordOf(withHeader, [], true);
        const kept =
          where === 'jsonString'
            ? JSON.stringify(record.request.body) === JSON.stringify({ json: { a: 1, [name]: REDACTED } })
            : where === 'form'
              ? JSON.stringify(record.request.body) ===
                JSON.stringify({ text: `a=1&${name}=${REDACTED}&z=2` })
              : record.request.target === `/x?a=1&${name}=${REDACTED}&z=2`;
        return kept && record.request.headers[header] === REDACTED && !JSON.stringify(record).includes(value);
      },
    ),
    { numRuns: 2_000 },
  );
});
