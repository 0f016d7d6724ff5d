/**
 * HASH-4 / HASH-5 (Authentication A, rule 3: every field, value and bracket is
 * covered): changing any one character of the key or the body changes the Hash.
 */
import { ensure } from '../checkFailure.js';

export function checkHashSensitive(
  original: string,
  changed: string,
  id: 'HASH-4' | 'HASH-10',
  what: string,
): void {
  ensure(original !== changed, id, `changing ${what} left the Hash unchanged`);
}
