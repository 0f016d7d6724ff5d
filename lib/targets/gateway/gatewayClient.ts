/**
 * The signing client of the gateway (spec A. Authentication): every request
 * carries ConfigurationId and Hash. The body is serialised ONCE to bytes, the
 * Hash is computed over exactly those bytes (lib/targets/gateway/hash.ts) and those
 * bytes are sent: nothing re-serialises after signing. A test may ask for a
 * deliberately tampered request (Tampering). Non-2xx answers are returned,
 * never thrown; a 3xx is returned, not followed (the Hash never leaves the
 * target's origin); no usable answer at all (refused, too slow, past the size
 * limit) throws TargetUnreachable (lib/targets/http/boundedRequest.ts). The API key and the Hash are held privately and never logged.
 */
import { boundedRequest, jsonBody, redirectLocation } from '../http/boundedRequest.js';
import { computeHash } from './hash.js';

/** How to spoil a request on purpose; every field defaults to "correct". */
export interface Tampering {
  /**
   * missing: no Hash header; wrong: a valid-looking Hash of other bytes;
   * bodyThenKey: SHA-512 of the body followed by the key (HASH-5);
   * lowerCase: the correct Hash in lower case (HASH-8);
   * otherKey: signed with this key instead; flipAt: the correct Hash with the hex digit at this index changed.
   */
  readonly hash?:
    'missing' | 'wrong' | 'bodyThenKey' | 'lowerCase' | { otherKey: string } | { flipAt: number };
  /** missing: no ConfigurationId header; a string: send this id instead. */
  readonly configurationId?: 'missing' | { value: string };
  /** Changes the bytes AFTER the Hash was computed over them (HASH-4). */
  readonly afterSigning?: (bytes: Uint8Array) => Uint8Array;
}

export interface GatewayResponse {
  readonly status: number;
  readonly contentType: string | undefined;
  /** The raw text of the answer. */
  readonly text: string;
  /** The parsed JSON answer, or undefined when the text is not JSON. */
  readonly body: unknown;
  /** The Location of a 3xx answer (never followed). */
  readonly location?: string | undefined;
}

export interface GatewayClientOptions {
  readonly baseUrl: URL | string;
  readonly apiKey: string;
  readonly configurationId: string;
  readonly timeoutMs?: number;
  /** Bytes read of an answer at most (default PAYCERT_MAX_RESPONSE_BYTES or 1 MiB). */
  readonly maxResponseBytes?: number | undefined;
  /** Sees every answer with its method and path (e.g. for the firmware profile); never the key or Hash. */
  readonly onResponse?: (method: string, path: string, r: GatewayResponse) => void;
}

const encoder = new TextEncoder();

/** Changes one hex digit, keeping the value 128 hex characters long. */
export function flipHexDigit(hash: string, at: number): string {
  const i = ((at % hash.length) + hash.length) % hash.length;
  const c = hash[i] ?? '0';
  const flipped = c === '0' ? '1' : '0';
  return `${hash.slice(0, i)}${flipped}${hash.slice(i + 1)}`;
}

export class GatewayClient {
  readonly baseUrl: URL;
  readonly configurationId: string;
  readonly timeoutMs: number;
  readonly #maxResponseBytes: number | undefined;
  readonly #apiKey: string;
  readonly #onResponse: GatewayClientOptions['onResponse'];

  constructor(o: GatewayClientOptions) {
    this.#onResponse = o.onResponse;
    this.baseUrl = new URL(o.baseUrl);
    this.configurationId = o.configurationId;
    this.#apiKey = o.apiKey;
    this.timeoutMs = o.timeoutMs ?? 10_000;
    this.#maxResponseBytes = o.maxResponseBytes;
  }

  /** The absolute URL of a gateway path (spec A. Endpoints: all paths are under {base_url}). */
  url(path: string): URL {
    const base = this.baseUrl.pathname.replace(/\/+$/, '');
    return new URL(`${base}${path}`, this.baseUrl);
  }

  /** The Hash this client sends for these bytes (HASH-6: 128 upper-case hex characters). */
  sign(bytes: Uint8Array | string = ''): string {
    return computeHash(this.#apiKey, bytes);
  }

  /** POST a JSON document (serialised once), or exact bytes / text when `raw` is given. */
  post(path: string, doc: unknown, tampering: Tampering = {}): Promise<GatewayResponse> {
    const bytes = typeof doc === 'string' ? encoder.encode(doc) : encoder.encode(JSON.stringify(doc));
    return this.send('POST', this.url(path), bytes, tampering);
  }

  /** POST exact bytes, e.g. a body hand-written with unusual whitespace. */
  postRaw(path: string, bytes: Uint8Array, tampering: Tampering = {}): Promise<GatewayResponse> {
    return this.send('POST', this.url(path), bytes, tampering);
  }

  /** GET a gateway path; the Hash covers the key alone (field notes). */
  get(path: string, query: Record<string, string> = {}, tampering: Tampering = {}): Promise<GatewayResponse> {
    const url = this.url(path);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return this.send('GET', url, undefined, tampering);
  }

  /** GET an absolute URL the gateway returned (links.data): the suite follows links, never guesses hosts. */
  getUrl(url: string | URL, tampering: Tampering = {}): Promise<GatewayResponse> {
    return this.send('GET', new URL(url), undefined, tampering);
  }

  private hashFor(bytes: Uint8Array, t: Tampering): string | undefined {
    const h = t.hash;
    if (h === 'missing') return undefined;
    if (h === 'wrong') return computeHash(`${this.#apiKey}-not`, bytes);
    if (h === 'bodyThenKey') {
      const swapped = new Uint8Array(bytes.length + encoder.encode(this.#apiKey).length);
      swapped.set(bytes, 0);
      swapped.set(encoder.encode(this.#apiKey), bytes.length);
      return computeHash('', swapped);
    }
    if (h === 'lowerCase') return this.sign(bytes).toLowerCase();
    if (typeof h === 'object' && 'otherKey' in h) return computeHash(h.otherKey, bytes);
    if (typeof h === 'object' && 'flipAt' in h) return flipHexDigit(this.sign(bytes), h.flipAt);
    return this.sign(bytes);
  }

  private async send(
    method: 'GET' | 'POST',
    url: URL,
    signedBytes: Uint8Array | undefined,
    t: Tampering,
  ): Promise<GatewayResponse> {
    const hash = this.hashFor(signedBytes ?? new Uint8Array(), t);
    // Tampering after signing works on a copy: the signed bytes stay what they were.
    const sent =
      signedBytes !== undefined && t.afterSigning !== undefined
        ? t.afterSigning(Uint8Array.from(signedBytes))
        : signedBytes;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (sent !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
    if (t.configurationId === undefined) headers.ConfigurationId = this.configurationId;
    else if (t.configurationId !== 'missing') headers.ConfigurationId = t.configurationId.value;
    if (hash !== undefined) headers.Hash = hash;

    const res = await boundedRequest({
      target: 'gateway',
      method,
      url,
      headers,
      body: sent === undefined ? undefined : Buffer.from(sent.buffer, sent.byteOffset, sent.byteLength),
      timeoutMs: this.timeoutMs,
      maxBytes: this.#maxResponseBytes,
    });
    const answer: GatewayResponse = {
      status: res.status,
      contentType: res.headers['content-type'],
      text: res.text,
      body: jsonBody(res.text),
      ...redirectLocation(res),
    };
    this.#onResponse?.(method, url.pathname, answer);
    return answer;
  }

  /** Never print the key: the client shows only where it points. */
  toJSON(): unknown {
    return { baseUrl: this.baseUrl.toString(), configurationId: this.configurationId };
  }
}
