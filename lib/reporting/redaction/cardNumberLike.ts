/**
 * Whether a run of digits found in free text is a card number: Luhn-valid
 * AND an issuer prefix a card scheme uses, at a length that scheme issues.
 * Luhn alone is not enough: about one in ten of any long number passes it,
 * so references, tokens, serials and merchant ids would read `526100*****7534`
 * (issue 12, item 7). Documented card fields are masked by name whatever they
 * hold (redact.ts); this rule is for text without a field name.
 */
import { luhnValid } from '../../judging/cards/luhn.js';

interface SchemeRange {
  /** Inclusive bounds of the prefix, compared on the first `digits` digits. */
  readonly from: number;
  readonly to: number;
  readonly digits: number;
  readonly lengths: readonly number[];
}

const range = (from: number, to: number, lengths: readonly number[]): SchemeRange => ({
  from,
  to,
  digits: String(from).length,
  lengths,
});
const span = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

const schemes: readonly SchemeRange[] = [
  range(4, 4, [13, 16, 19]), // Visa
  range(51, 55, [16]), // Mastercard
  range(2221, 2720, [16]), // Mastercard 2-series
  range(34, 34, [15]), // American Express
  range(37, 37, [15]),
  range(36, 36, span(14, 19)), // Diners Club
  range(300, 305, span(14, 19)),
  range(38, 39, span(14, 19)),
  range(35, 35, span(16, 19)), // JCB
  range(6011, 6011, span(16, 19)), // Discover
  range(644, 649, span(16, 19)),
  range(65, 65, span(16, 19)),
  range(62, 62, span(16, 19)), // UnionPay
  range(60, 60, [16]), // RuPay
  range(50, 50, span(12, 19)), // Maestro
  range(56, 58, span(12, 19)),
  range(6304, 6304, span(12, 19)),
  range(6759, 6759, span(12, 19)),
  range(6761, 6763, span(12, 19)),
];

/** The scheme rule alone: a prefix and a length some card scheme issues. */
export function hasCardSchemeShape(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  return schemes.some((s) => {
    const prefix = Number(digits.slice(0, s.digits));
    return prefix >= s.from && prefix <= s.to && s.lengths.includes(digits.length);
  });
}

/** Luhn-valid and shaped like a card number of some scheme. */
export function isCardNumberLike(digits: string): boolean {
  return hasCardSchemeShape(digits) && luhnValid(digits);
}
