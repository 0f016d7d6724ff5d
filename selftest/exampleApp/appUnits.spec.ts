/** The example application's small pure parts: the amount string and the mistake switch. */
import { expect, test } from '@playwright/test';
import { formatAmount } from '../../examples/app/checkout/formatAmount.js';
import { mistakeNames, mistakesFromEnv } from '../../examples/app/mistakes.js';

test('formatAmount writes two fraction digits with integer arithmetic', () => {
  const rows: [number, string][] = [
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [1500, '15.00'],
    [1005, '10.05'],
    [99_999_999, '999999.99'],
  ];
  for (const [minor, text] of rows) expect(formatAmount(minor), String(minor)).toBe(text);
  expect(() => formatAmount(12.5)).toThrow(/minor units/);
});

test('PAYCERT_EXAMPLE_MISTAKES switches on known mistakes and refuses unknown ones', () => {
  expect([...mistakesFromEnv({})]).toEqual([]);
  expect([
    ...mistakesFromEnv({ PAYCERT_EXAMPLE_MISTAKES: ' print-negative-y, amount-one-fraction-digit ' }),
  ]).toEqual(['print-negative-y', 'amount-one-fraction-digit']);
  expect(() => mistakesFromEnv({ PAYCERT_EXAMPLE_MISTAKES: 'typo' })).toThrow(/unknown mistake "typo"/);
  expect(mistakeNames).toHaveLength(5);
});
