/**
 * The gateway's server-to-server API (spec Part A) over fetch. Every request
 * carries `ConfigurationId` and `Hash` (spec Authentication A): SHA-512 of the
 * API key followed by the body, over the EXACT bytes sent. So the body is
 * serialised once, those bytes are hashed, and those bytes are sent. A GET has
 * no body: the Hash covers the key alone (field notes, "Hash").
 */
import { createHash } from 'node:crypto';
import type { Mistake } from '../mistakes.js';

const encoder = new TextEncoder();

/** UTF-8 bytes (spec "What the service does" A.5, the recommended encoding). */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

export interface GatewayClientOptions {
  /** {base_url}: the gateway (or the proxy in front of it), without a trailing slash. */
  readonly baseUrl: string;
  readonly configurationId: string;
  /** The merchant's API key: only ever hashed, never sent or logged. */
  readonly apiKey: string;
  readonly requestTimeoutMs?: number;
  readonly mistakes?: ReadonlySet<Mistake>;
}

export interface GatewayAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export class GatewayClient {
  constructor(private readonly options: GatewayClientOptions) {}

  post(path: string, body: unknown): Promise<GatewayAnswer> {
    const bytes = utf8(JSON.stringify(body));
    // The mistake: a signing helper that "canonicalises" (sorts the keys) before hashing,
    // while the request sends the object in its own order: the gateway hashes other bytes.
    const signed = this.options.mistakes?.has('hash-over-reserialised-json')
      ? utf8(JSON.stringify(sortKeys(body)))
      : bytes;
    return this.send('POST', path, bytes, this.hash(signed));
  }

  get(path: string): Promise<GatewayAnswer> {
    return this.send('GET', path, undefined, this.hash(new Uint8Array(0)));
  }

  private hash(body: Uint8Array): string {
    return createHash('sha512').update(this.options.apiKey, 'utf8').update(body).digest('hex').toUpperCase();
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: Uint8Array<ArrayBuffer> | undefined,
    hash: string,
  ): Promise<GatewayAnswer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ConfigurationId: this.options.configurationId,
      Hash: hash,
    };
    if (body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
    const response = await fetch(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = {};
    }
    const object = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    return { status: response.status, body: object ? (parsed as Record<string, unknown>) : {} };
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries.map(([k, v]) => [k, sortKeys(v)]));
}
