/** Printable receipt text: letters, digits and punctuation a receipt uses, up to 24 characters. */
import fc from 'fast-check';

const chars = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij 0123456789:-./*£'];

export function receiptText(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...chars), minLength: 0, maxLength: 24 });
}
