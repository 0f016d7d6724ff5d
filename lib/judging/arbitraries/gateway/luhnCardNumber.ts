/**
 * Luhn-valid card numbers of a given length (12 to 19 digits, the range of
 * the truncation rule; spec A. Card tokenisation response). The first digit
 * is 2-6, as on the card brands' ranges, and the last is the check digit.
 */
import fc from 'fast-check';
import { luhnCheckDigit } from '../../cards/luhn.js';

export { luhnCheckDigit } from '../../cards/luhn.js';

export function luhnCardNumber(length: number): fc.Arbitrary<string> {
  if (!Number.isInteger(length) || length < 12 || length > 19)
    throw new Error(`card length ${length} is outside 12-19`);
  return fc
    .tuple(
      fc.integer({ min: 2, max: 6 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length - 2, maxLength: length - 2 }),
    )
    .map(([first, rest]) => {
      const body = `${first}${rest.join('')}`;
      return `${body}${luhnCheckDigit(body)}`;
    });
}
