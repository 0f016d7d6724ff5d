/**
 * The gateway's Hash rule (spec: Authentication > A, rules 2-5; field notes:
 * SHA-512). A MUST quotes the sentence that makes it one.
 */
import { requirementsOf } from './requirement.js';

const section = 'Authentication > A';
const R = requirementsOf('hash', section);

const recompute = 'The gateway recomputes the hash and compares it.';
const concatenate =
  'Concatenate the API key (<API_KEY>) with the message body string, character for character.';

export const hashRequirements = [
  R(
    'HASH-1',
    'MUST',
    'rules 2-3',
    'A request with a correct Hash (the API key followed by the body, hashed) is accepted.',
    recompute,
  ),
  R('HASH-2', 'MUST', 'rule 3', 'A request whose Hash is wrong is refused.', recompute),
  R(
    'HASH-3',
    'MUST',
    'rules 2-3',
    'A request without the Hash header is refused.',
    `Each request carries the header Hash. … ${recompute}`,
    "kept, on rule 3: rule 2 states the caller's duty, rule 3 the gateway's own, which recomputes the Hash and compares it; an absent Hash never compares equal",
  ),
  R(
    'HASH-4',
    'MUST',
    'rule 3',
    'A request whose body was changed after hashing (one byte) is refused: every field, value and bracket is covered.',
    'Every field, value and bracket of the body must be in the hashed string.',
  ),
  R(
    'HASH-5',
    'MUST',
    'rule 2.1',
    'The key comes first: a Hash of the body followed by the key is refused.',
    concatenate,
  ),
  R(
    'HASH-6',
    'OBSERVATION',
    'rule 4',
    "Harness self-check, outside the target's verdict: the Hash paycert sends is 128 upper-case hexadecimal characters, as in the example (paycert's own self-tests hold it).",
    'The example hash is 128 hexadecimal characters in upper case.',
  ),
  R(
    'HASH-7',
    'OBSERVATION',
    'rule 2.1; What the service does > A, item 5',
    'A body with non-ASCII text sent in UTF-8, the recommended encoding, and hashed over those bytes is expected to be accepted.',
    'Recommended encoding for submitted messages: UTF-8.',
    'an observation: the bytes a character of "the message body string" is hashed as follow the encoding of the message, and UTF-8 is only recommended, so a gateway that takes another encoding breaks no MUST by refusing a UTF-8 body with accents. What rests on a MUST is that every character is in the hashed string ("Every field, value and bracket of the body must be in the hashed string"): HASH-4, also checked on such a body with one accented letter changed after hashing',
  ),
  R(
    'HASH-8',
    'OBSERVATION',
    'rule 4',
    'The algorithm name is not shown; SHA-512 is assumed (field notes), and a lower-case Hash is accepted by the live gateway.',
    'The hash algorithm name: not shown.',
  ),
  R(
    'HASH-9',
    'OBSERVATION',
    'rule 5',
    'The meaning of "encrypted with the API key" is not shown; nothing beyond the Hash is checked.',
    'The exact meaning of that statement beyond the hash: not shown.',
  ),
  R('HASH-10', 'MUST', 'rules 2-3', 'A Hash made with another API key is refused.', recompute),
];
