/**
 * Luhn-valid card numbers of a given length (12 to 19 digits, the range of
 * the truncation rule; spec A. Card tokenisation response). The first digit
 * is 2-6, as on the card brands' ranges, and the last is the check digit.
 */
import fc from 'fast-check';

/** The Luhn check digit for `body` (the number without its last digit). */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = body.charCodeAt(body.length - 1 - i) - 48;
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

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
