/**
 * HASH-1 / HASH-7 (Authentication A, rules 2 and 2.1; field notes: SHA-512):
 * the Hash equals an independently computed SHA-512 of the key followed by the
 * body, over UTF-8 bytes. `independent` is the reference value (e.g. WebCrypto).
 */
import { ensure } from '../checkFailure.js';

export function checkHashEquals(hash: string, independent: string, id: 'HASH-1' | 'HASH-7'): void {
  ensure(
    hash === independent.toUpperCase(),
    id,
    'the Hash differs from SHA-512 of the key followed by the body bytes',
  );
}
