/** One Luhn-valid card number of each length 12 to 19, so every run covers every length. */
import fc from 'fast-check';
import { luhnCardNumber } from './luhnCardNumber.js';

export const cardLengths = [12, 13, 14, 15, 16, 17, 18, 19] as const;

export function cardNumbersOfEveryLength(): fc.Arbitrary<string[]> {
  return fc.tuple(...cardLengths.map((n) => luhnCardNumber(n)));
}
