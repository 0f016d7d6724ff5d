/** The gateway's Hash rule (spec: Authentication > A, rules 2-5; field notes: SHA-512). */
import type { Requirement } from './requirement.js';

const section = 'Authentication > A';
const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  at: string,
  text: string,
  quote?: string,
): Requirement<I> => ({
  id,
  level,
  area: 'hash',
  section: `${section}, ${at}`,
  text,
  ...(quote === undefined ? {} : { quote }),
});

export const hashRequirements = [
  R(
    'HASH-1',
    'MUST',
    'rule 2',
    'A request with a correct Hash (the API key followed by the body, hashed) is accepted.',
  ),
  R('HASH-2', 'MUST', 'rule 3', 'A request whose Hash is wrong is refused.'),
  R('HASH-3', 'MUST', 'rule 2', 'A request without the Hash header is refused.'),
  R(
    'HASH-4',
    'MUST',
    'rule 3',
    'A request whose body was changed after hashing (one byte) is refused: every field, value and bracket is covered.',
  ),
  R('HASH-5', 'MUST', 'rule 2.1', 'The key comes first: a Hash of the body followed by the key is refused.'),
  R(
    'HASH-6',
    'MUST',
    'rule 4',
    'The Hash is 128 hexadecimal characters; paycert sends upper case, as in the example.',
  ),
  R(
    'HASH-7',
    'MUST',
    'rule 2.1',
    'The concatenation is character for character: a body with non-ASCII text hashed over its UTF-8 bytes is accepted.',
  ),
  R(
    'HASH-8',
    'OBSERVATION',
    'rule 4',
    'The algorithm name is not shown; SHA-512 is assumed (field notes), and a lower-case Hash is accepted by the live gateway.',
  ),
  R(
    'HASH-9',
    'OBSERVATION',
    'rule 5',
    'The meaning of "encrypted with the API key" is not shown; nothing beyond the Hash is checked.',
  ),
  R('HASH-10', 'MUST', 'rule 2', 'A Hash made with another API key is refused.'),
];
