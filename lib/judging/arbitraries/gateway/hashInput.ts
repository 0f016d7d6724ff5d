/**
 * A key and a body for the Hash rule (Authentication A, rule 2): any Unicode
 * (whole code points, so UTF-8 is defined), whitespace runs, and empty text.
 */
import fc from 'fast-check';

const whitespace = fc.constantFrom(' ', '\n', '\r\n', '\t', '\u00a0', '\u2003', '');
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc
    .array(fc.oneof(whitespace, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 12 })
    .map((a) => a.join('')),
  fc.constant(''),
);

export interface HashInput {
  readonly key: string;
  readonly body: string;
}

export function hashInput(): fc.Arbitrary<HashInput> {
  return fc.record({ key: text, body: text });
}
