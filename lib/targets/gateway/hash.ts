/**
 * The gateway's Hash header (spec A. Authentication, rules 2-4): SHA-512 over
 * the API key followed by the exact body bytes, sent as 128 upper-case hex
 * characters. A GET has no body, so the key alone is hashed (field notes).
 * The key and body are concatenated as UTF-8 bytes, never re-serialised.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function computeHash(apiKey: string, body: Uint8Array | string = ''): string {
  const h = createHash('sha512');
  h.update(Buffer.from(apiKey, 'utf8'));
  h.update(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
  return h.digest('hex').toUpperCase();
}

/** Compares a received Hash header with the expected one, case-insensitively and in constant time. */
export function hashMatches(received: string | undefined, expected: string): boolean {
  if (received === undefined || !/^[0-9A-Fa-f]{128}$/.test(received)) return false;
  return timingSafeEqual(
    Buffer.from(received.toUpperCase(), 'ascii'),
    Buffer.from(expected.toUpperCase(), 'ascii'),
  );
}
