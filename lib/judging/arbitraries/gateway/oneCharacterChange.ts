/**
 * Changes one code point of a text (or adds one to an empty text): the
 * smallest edit the Hash rule must notice (Authentication A, rule 3).
 */
import fc from 'fast-check';

export interface CharacterChange {
  readonly at: number;
  readonly replacement: string;
}

export function oneCharacterChange(): fc.Arbitrary<CharacterChange> {
  return fc.record({
    at: fc.nat(),
    replacement: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  });
}

/** Applies the change; the result always differs from `text`. */
export function applyChange(text: string, c: CharacterChange): string {
  const points = [...text];
  if (points.length === 0) return c.replacement;
  const i = c.at % points.length;
  points[i] = points[i] === c.replacement ? (c.replacement === 'a' ? 'b' : 'a') : c.replacement;
  return points.join('');
}
