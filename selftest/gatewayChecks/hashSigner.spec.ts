/**
 * Harness self-checks of paycert's own signer (lib/targets/gateway/hash.ts), outside
 * any target's verdict (HASH-6 is an observation for that reason; the target's
 * Hash requirements are judged in suites/gateway/authentication.spec.ts and
 * suites/properties/gatewayTampering.spec.ts). For any key and body: 128
 * upper-case hex characters, as the spec's example ("The example hash is 128
 * hexadecimal characters in upper case."), equal to an independent WebCrypto
 * SHA-512 of the key then the UTF-8 body (Authentication A, rule 2.1;
 * field notes: SHA-512), and any one-character change of key or body changes it.
 */
import fc from 'fast-check';
import { test, expect } from '@playwright/test';
import { applyChange, oneCharacterChange } from '../../lib/judging/arbitraries/gateway/oneCharacterChange.js';
import { hashInput } from '../../lib/judging/arbitraries/gateway/hashInput.js';
import {
  checkHashChanges,
  checkHashEquals,
  checkUpperHex128,
} from '../../lib/judging/checks/hash/hashRule.js';
import { sha512Independent } from '../../lib/judging/checks/hash/sha512Independent.js';
import { isDeviation } from '../../lib/judging/checks/deviation.js';
import { computeHash } from '../../lib/targets/gateway/hash.js';

test('HASH-6, HASH-7: the signer gives 128 upper-case hex equal to SHA-512 of key then UTF-8 body', async () => {
  await fc.assert(
    fc.asyncProperty(hashInput(), async ({ key, body }) => {
      const h = computeHash(key, body);
      checkUpperHex128(h);
      checkHashEquals(h, await sha512Independent(key, body));
      // The same text given as bytes hashes the same: nothing is re-encoded.
      checkHashEquals(computeHash(key, new TextEncoder().encode(body)), h);
    }),
    { numRuns: 300 },
  );
});

test('HASH-4, HASH-10: changing one character of the body or the key changes the Hash', () => {
  fc.assert(
    fc.property(hashInput(), oneCharacterChange(), ({ key, body }, change) => {
      checkHashChanges(
        computeHash(key, body),
        computeHash(key, applyChange(body, change)),
        'a body character',
      );
      checkHashChanges(
        computeHash(key, body),
        computeHash(applyChange(key, change), body),
        'a key character',
      );
    }),
    { numRuns: 300 },
  );
});

test('the signer checks fail when their rule is broken', () => {
  const h = computeHash('k', '{}');
  const deviates = (f: () => void): boolean => {
    try {
      f();
      return false;
    } catch (e) {
      return isDeviation(e);
    }
  };
  expect(deviates(() => checkUpperHex128(h.toLowerCase()))).toBe(true);
  expect(deviates(() => checkUpperHex128(h.slice(1)))).toBe(true);
  expect(deviates(() => checkHashEquals(h, computeHash('k', '{ }')))).toBe(true);
  expect(deviates(() => checkHashChanges(h, h, 'nothing'))).toBe(true);
  // The field notes: a lower-case Hash is the same Hash.
  expect(deviates(() => checkHashEquals(h.toLowerCase(), h))).toBe(false);
});
