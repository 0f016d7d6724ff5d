/**
 * Why a Hash was refused, for the gateway page (issue 26 item 2): what was
 * signed and what was expected, in words, never a digest or a key (a Hash
 * value must not reach a page, a log or a report). The received Hash is
 * compared with the SHA-512 of the usual mistakes (the key left out or put
 * last, the body re-serialised, a GET's signature on a POST, another
 * configuration's key) and with the shapes of other digests (SHA-256,
 * base64); the first that matches names the likely cause.
 */
import { computeHash, hashMatches } from '../../lib/targets/gateway/hash.js';
import type { ConfigurationKeys } from './authenticate.js';

export interface HashDiagnosis {
  /** What the gateway expected, in words. */
  readonly expected: string;
  /** What the received Hash is, as far as can be told, and the likely cause. */
  readonly found: string;
}

/** A digest of `body` under the same comparison as authentication (hash.ts). */
function matches(hash: string, key: string, body: Uint8Array | string): boolean {
  return hashMatches(hash, computeHash(key, body));
}

function shape(hash: string): string | undefined {
  if (/^[0-9a-f]{64}$/i.test(hash))
    return 'the Hash has 64 hex digits: a SHA-256, where the gateway wants SHA-512 (128 hex digits)';
  if (/^[A-Za-z0-9+/]{86}==$/.test(hash))
    return 'the Hash looks like base64: the gateway wants the SHA-512 in hex (128 digits)';
  if (!/^[0-9a-f]*$/i.test(hash))
    return `the Hash holds characters that are not hex digits (${hash.length} characters)`;
  if (hash.length !== 128) return `the Hash has ${hash.length} hex digits where a SHA-512 has 128`;
  return undefined;
}

export function diagnoseHash(
  config: ConfigurationKeys,
  others: Iterable<ConfigurationKeys>,
  hash: string,
  body: Buffer,
): HashDiagnosis {
  const n = config.apiKeys.length;
  const expected = `SHA-512, in hex, of configuration ${config.id}'s API key${n > 1 ? ` (any of its ${n} active keys)` : ''} followed by the ${body.length} bytes of the body received${body.length === 0 ? ' (no body: the key alone)' : ''}`;
  const found = shape(hash) ?? likelyCause(config, others, hash, body);
  return { expected, found };
}

function likelyCause(
  config: ConfigurationKeys,
  others: Iterable<ConfigurationKeys>,
  hash: string,
  body: Buffer,
): string {
  const text = body.toString('utf8');
  let reserialised: string | undefined;
  try {
    reserialised = JSON.stringify(JSON.parse(text));
  } catch {
    reserialised = undefined;
  }
  for (const key of config.apiKeys) {
    const tries: [string, () => boolean][] = [
      ['the SHA-512 of the body alone: the API key must come first', () => matches(hash, '', body)],
      [
        'the SHA-512 of the body followed by the API key: the key comes first',
        () => matches(hash, '', Buffer.concat([body, Buffer.from(key, 'utf8')])),
      ],
      ...(body.length > 0
        ? ([
            [
              "the SHA-512 of the API key alone, a GET's signature: a request with a body signs the key followed by the body",
              () => matches(hash, key, ''),
            ],
          ] as [string, () => boolean][])
        : []),
      [
        'the SHA-512 of the key and the body with a line break more or less at its end: sign the exact bytes sent',
        () => matches(hash, key, text.endsWith('\n') ? text.replace(/\r?\n$/, '') : `${text}\n`),
      ],
      ...(reserialised !== undefined && reserialised !== text
        ? ([
            [
              'the SHA-512 of the key and the body serialised again (spaces, key order or escapes differ from the bytes sent): sign the exact bytes sent',
              () => matches(hash, key, reserialised),
            ],
          ] as [string, () => boolean][])
        : []),
    ];
    for (const [cause, test] of tries) if (test()) return cause;
  }
  for (const other of others) {
    if (other.id === config.id) continue;
    if (other.apiKeys.some((k) => matches(hash, k, body)))
      return `signed with the API key of configuration ${other.id}, not of ${config.id}`;
  }
  return "a SHA-512 that matches none of the usual mistakes: the key is not this configuration's, or the body's bytes changed after signing (a proxy or a framework re-encoding it)";
}
