/**
 * Harness self-checks of paycert's own signer (lib/targets/gateway/hash.ts) against
 * the Hash rule (Authentication A, rules 2-4; field notes: SHA-512). They run
 * in selftest/, outside the target's verdict: a target is judged only by
 * whether it accepts and refuses requests (suites/gateway/authentication.spec.ts).
 */
import { holds } from '../deviation.js';

/** Equal to an independent SHA-512 of the key followed by the body bytes (compared case-insensitively). */
export function checkHashEquals(hash: string, independent: string): void {
  holds(
    hash.toUpperCase() === independent.toUpperCase(),
    'the Hash differs from SHA-512 of the key followed by the body bytes',
    {
      expected: 'SHA-512(key ‖ UTF-8 body)',
    },
  );
}

/** "The example hash is 128 hexadecimal characters in upper case.": what paycert sends. */
export function checkUpperHex128(hash: string): void {
  holds(
    /^[0-9A-F]{128}$/.test(hash),
    `the Hash is not 128 upper-case hex characters (length ${hash.length})`,
    {
      expected: '128 upper-case hex characters',
      actual: `${hash.length} characters`,
    },
  );
}

/** Changing `what` (one character of the key or the body) changes the Hash. */
export function checkHashChanges(original: string, changed: string, what: string): void {
  holds(original !== changed, `changing ${what} left the Hash unchanged`, { expected: 'another Hash' });
}
