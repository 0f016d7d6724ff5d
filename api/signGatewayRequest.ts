/**
 * The gateway's request authentication (spec A. Authentication): the
 * `ConfigurationId` header and the `Hash` header, SHA-512 of the API key
 * followed by the exact body bytes sent, in upper-case hex.
 */
import { computeHash } from '../lib/targets/gateway/hash.js';

export interface GatewayCredentials {
  readonly configurationId: string;
  /** The merchant's API key: hashed, never sent. */
  readonly apiKey: string;
}

/**
 * The two headers a gateway request carries. `body` is exactly the bytes
 * sent (serialise once, sign that string, send that string); a GET has
 * none, and its Hash is of the key alone.
 */
export function signGatewayRequest(
  credentials: GatewayCredentials,
  body: string | Uint8Array = '',
): { ConfigurationId: string; Hash: string } {
  return { ConfigurationId: credentials.configurationId, Hash: computeHash(credentials.apiKey, body) };
}
