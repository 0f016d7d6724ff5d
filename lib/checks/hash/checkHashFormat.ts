/** HASH-6 (Authentication A, rule 4): the Hash paycert sends is 128 upper-case hexadecimal characters. */
import { ensure } from '../checkFailure.js';

export function checkHashFormat(hash: string): void {
  ensure(
    /^[0-9A-F]{128}$/.test(hash),
    'HASH-6',
    `the Hash is not 128 upper-case hex characters (length ${hash.length})`,
  );
}
