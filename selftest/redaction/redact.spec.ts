/**
 * Redaction that reads well (issue 12, item 7): card numbers are masked where
 * they are card data, long references that merely pass Luhn stay readable,
 * and a weak password never erases the product's name.
 */
import { test, expect } from '@playwright/test';
import { luhnCheckDigit } from '../../lib/judging/cards/luhn.js';
import { isCardNumberLike } from '../../lib/reporting/redaction/cardNumberLike.js';
import { literalPolicy } from '../../lib/reporting/redaction/literalSecrets.js';
import { REDACTED, redactText, redactValue } from '../../lib/reporting/redaction/redact.js';

const luhn = (body: string): string => `${body}${luhnCheckDigit(body)}`;

test('card numbers of every listed scheme are masked in free text', () => {
  const cards = [
    '4111111111111111', // Visa 16
    luhn('422222222222'), // Visa 13
    '5555555555554444', // Mastercard
    '2223003122003222', // Mastercard 2-series
    '378282246310005', // Amex
    '6011111111111117', // Discover
    luhn('653000000000000'), // Discover 65
    luhn('353011133330000'), // JCB
    luhn('621234567890123'), // UnionPay 16
  ];
  for (const pan of cards) {
    expect(isCardNumberLike(pan), pan).toBe(true);
    const out = redactText(`card ${pan} declined`);
    expect(out).not.toContain(pan);
    expect(out).toBe(`card ${pan.slice(0, 6)}${'*'.repeat(pan.length - 10)}${pan.slice(-4)} declined`);
  }
  expect(redactText('4111 1111 1111 1111')).toBe('411111******1111');
});

test('long Luhn-valid references, tokens and merchant ids stay readable', () => {
  const notCards = [
    luhn('52610012345678753'), // 18 digits with a Mastercard prefix: no Mastercard is 18 long
    luhn('12345678901234'), // 15-digit merchant id
    luhn('900000000000000123'), // 19-digit token
    luhn('4000000000000'.padEnd(17, '1')), // 18 digits with a Visa prefix
  ];
  for (const n of notCards) {
    expect(isCardNumberLike(n), n).toBe(false);
    expect(redactText(`reference ${n}`)).toBe(`reference ${n}`);
  }
});

test('documented card fields are masked by name, whatever their digits', () => {
  const notLuhn = '4111111111111112';
  expect(
    redactValue({
      cardNumber: notLuhn,
      account_number: '5555 5555 5555 4444',
      reference: luhn('52610012345678753'),
    }),
  ).toEqual({
    cardNumber: '411111******1112',
    account_number: '555555******4444',
    reference: luhn('52610012345678753'),
  });
});

test('a weak password never erases the product name; a strong secret goes everywhere', () => {
  expect(literalPolicy('paycert')).toBe('never');
  expect(literalPolicy('PayCert')).toBe('never');
  expect(literalPolicy('hunter')).toBe('whole-word');
  expect(literalPolicy('correcthorse')).toBe('whole-word');
  expect(literalPolicy('s3cr3t-K3y-91')).toBe('everywhere');
  expect(literalPolicy('abc')).toBe('never');
  const title = 'paycert conformance report: paycert 0.1.0';
  expect(redactText(title, ['paycert'])).toBe(title);
  expect(redactText('password hunter, hunters club', ['hunter'])).toBe(`password ${REDACTED}, hunters club`);
  expect(redactText('keyXs3cr3t-K3y-91Y', ['s3cr3t-K3y-91'])).toBe(`keyX${REDACTED}Y`);
});

test('credentials in headers and Hash values are still removed', () => {
  const basic = Buffer.from('paycert:paycert').toString('base64');
  expect(redactText(`Authorization: Basic ${basic}`, ['paycert'])).toBe(`Authorization: Basic ${REDACTED}`);
  expect(redactText(`Hash ${'AB'.repeat(64)}`)).toBe(`Hash ${REDACTED}`);
  expect(redactValue({ password: 'paycert', note: 'paycert' })).toEqual({
    password: REDACTED,
    note: 'paycert',
  });
});
