/**
 * One tampering of a signed request (Authentication A, rule 3): a byte of the
 * body changed after hashing, one hex character of the Hash changed, or the
 * request signed with a key that differs from the caller's.
 */
import fc from 'fast-check';
import type { Tampering } from '../../../targets/gateway/gatewayClient.js';

export type SingleTampering =
  | { readonly kind: 'body-byte'; readonly at: number; readonly xor: number }
  | { readonly kind: 'hash-char'; readonly at: number }
  | { readonly kind: 'key'; readonly suffix: string };

export function singleTampering(): fc.Arbitrary<SingleTampering> {
  return fc.oneof(
    fc.record({
      kind: fc.constant('body-byte' as const),
      at: fc.nat(),
      xor: fc.integer({ min: 1, max: 255 }),
    }),
    fc.record({ kind: fc.constant('hash-char' as const), at: fc.integer({ min: 0, max: 127 }) }),
    fc.record({ kind: fc.constant('key' as const), suffix: fc.string({ minLength: 1, maxLength: 8 }) }),
  );
}

/** The client's Tampering for one generated case; `apiKeyLike` builds the other key. */
export function asTampering(t: SingleTampering, otherKey: (suffix: string) => string): Tampering {
  switch (t.kind) {
    case 'body-byte':
      return {
        afterSigning: (bytes) => {
          const out = Uint8Array.from(bytes);
          const i = t.at % Math.max(1, out.length);
          out[i] = (out[i] ?? 0) ^ t.xor;
          return out;
        },
      };
    case 'hash-char':
      return { hash: { flipAt: t.at } };
    case 'key':
      return { hash: { otherKey: otherKey(t.suffix) } };
  }
}
