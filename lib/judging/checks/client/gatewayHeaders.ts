/**
 * Checks of an application's gateway request headers (spec Authentication A,
 * rules 1-3: ConfigurationId and Hash on each request, the Hash over the key
 * and the body character for character). Id-free: each throws a Deviation via
 * holds(). No check puts a Hash or a key into its evidence.
 */
import { createHash } from 'node:crypto';
import { holds } from '../deviation.js';

/** The gateway's API key alone, or followed by the body bytes, hashed as the field notes say (SHA-512, hex). */
export function sha512Hex(apiKey: string, body: Uint8Array): string {
  return createHash('sha512').update(Buffer.from(apiKey, 'utf8')).update(body).digest('hex');
}

export function checkHeaderPresent(name: string, value: string | undefined, request: string): void {
  holds(value !== undefined && value.trim() !== '', `the request carries no ${name} header`, {
    request,
    field: `header ${name}`,
    expected: 'present and not empty',
    actual: value === undefined ? 'absent' : 'empty',
  });
}

/**
 * The Hash is SHA-512 over one of the merchant's keys followed by exactly `body`
 * (the bytes that crossed the proxy), compared case-insensitively (field notes).
 * When the upstream accepted a request whose Hash none of paycert's keys
 * produce, paycert more likely holds the wrong key than the gateway let a bad
 * Hash through: that is no judgement (a plain Error, so ERROR), never a
 * false FAILED on a correct application.
 */
export function checkHashOverBytes(
  hash: string | undefined,
  body: Uint8Array,
  apiKeys: readonly string[],
  request: string,
  upstreamAccepted = false,
): void {
  const sent = (hash ?? '').trim().toLowerCase();
  const ok = apiKeys.some((k) => sha512Hex(k, body) === sent);
  if (!ok && upstreamAccepted)
    throw new Error(
      "the gateway accepted a Hash that none of paycert's API keys produce over the bytes sent: give the proxy the gateway's key (GATEWAY_API_KEY)",
    );
  const shape = /^[0-9a-f]{128}$/.test(sent)
    ? '128 hexadecimal characters'
    : 'not 128 hexadecimal characters';
  holds(
    ok,
    body.length === 0
      ? 'the Hash is not the hash of the API key alone'
      : 'the Hash does not match the API key followed by the exact body bytes sent (a Hash over re-serialised JSON, another key or another algorithm?)',
    {
      request,
      field: 'header Hash',
      expected: `SHA-512 of the API key followed by the ${body.length} body byte(s) sent`,
      actual: `another value (${shape})`,
    },
  );
}
