/**
 * The Hash rule in lib/gateway/hash.ts (Authentication A, rules 2-4; field
 * notes: SHA-512): for any key and body, 128 upper-case hex characters equal
 * to an independent WebCrypto SHA-512 of key then body over UTF-8 bytes, and
 * any one-character change of key or body changes it. No target needed.
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { applyChange, oneCharacterChange } from '../../lib/arbitraries/gateway/oneCharacterChange.js';
import { hashInput } from '../../lib/arbitraries/gateway/hashInput.js';
import { checkHashEquals } from '../../lib/checks/hash/checkHashEquals.js';
import { checkHashFormat } from '../../lib/checks/hash/checkHashFormat.js';
import { checkHashSensitive } from '../../lib/checks/hash/checkHashSensitive.js';
import { sha512Independent } from '../../lib/checks/hash/sha512Independent.js';
import { computeHash } from '../../lib/gateway/hash.js';
import { runProperty } from '../../lib/properties/runProperty.js';
import { named } from '../gateway/named.js';

const [formatTitle, formatTags] = named(
  'hash rule: 128 upper-case hex equal to SHA-512 of key then UTF-8 body',
  'HASH-6',
  'HASH-7',
);
test(formatTitle, formatTags, async ({ verify }) => {
  await verify('HASH-7', () =>
    runProperty(
      fc.asyncProperty(hashInput(), async ({ key, body }) => {
        const h = computeHash(key, body);
        checkHashFormat(h);
        checkHashEquals(h, await sha512Independent(key, body), 'HASH-7');
        // The same text given as bytes hashes the same: nothing is re-encoded.
        checkHashEquals(computeHash(key, new TextEncoder().encode(body)), h, 'HASH-7');
      }),
      { title: formatTitle, numRuns: 300 },
    ),
  );
  await verify('HASH-6', () =>
    fc.assert(
      fc.property(hashInput(), ({ key, body }) => checkHashFormat(computeHash(key, body))),
      { numRuns: 50 },
    ),
  );
});

const [changeTitle, changeTags] = named(
  'hash rule: changing one character of key or body changes the Hash',
  'HASH-4',
  'HASH-10',
);
test(changeTitle, changeTags, async ({ verify }) => {
  await verify('HASH-4', () =>
    runProperty(
      fc.property(hashInput(), oneCharacterChange(), ({ key, body }, change) => {
        checkHashSensitive(
          computeHash(key, body),
          computeHash(key, applyChange(body, change)),
          'HASH-4',
          'one character of the body',
        );
      }),
      { title: changeTitle, numRuns: 300 },
    ),
  );
  await verify('HASH-10', () =>
    runProperty(
      fc.property(hashInput(), oneCharacterChange(), ({ key, body }, change) => {
        checkHashSensitive(
          computeHash(key, body),
          computeHash(applyChange(key, change), body),
          'HASH-10',
          'one character of the key',
        );
      }),
      { title: changeTitle, numRuns: 300 },
    ),
  );
});
