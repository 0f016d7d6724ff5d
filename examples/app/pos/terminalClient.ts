/**
 * The terminal's local REST API (spec Part B) over fetch: JSON in and out,
 * HTTP Basic credentials on every authorized endpoint (field notes,
 * "Transport and credentials"), every request bounded in time.
 */
import type { Mistake } from '../mistakes.js';

export interface TerminalClientOptions {
  /** http://<device_address>:<port>, without the /api/v2/ prefix. */
  readonly baseUrl: string;
  readonly username: string;
  readonly password: string;
  /** Per request; default 10 s. */
  readonly requestTimeoutMs?: number;
  readonly mistakes?: ReadonlySet<Mistake>;
}

/** An answer: its status and its JSON body (an empty object when the body was not JSON). */
export interface TerminalAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

export class TerminalClient {
  private readonly authorization: string;

  constructor(private readonly options: TerminalClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  }

  /** GET an authorized endpoint, e.g. `transactions/<id>.json`. */
  get(path: string): Promise<TerminalAnswer> {
    return this.send('GET', path, undefined, true);
  }

  /** POST a JSON body to an authorized endpoint. */
  post(path: string, body: unknown): Promise<TerminalAnswer> {
    return this.send('POST', path, body, true);
  }

  /** GET ping.json, the one endpoint without credentials (spec Endpoints B: not authorized). */
  ping(): Promise<TerminalAnswer> {
    return this.send('GET', 'ping.json', undefined, false);
  }

  /**
   * GET device.json for the POS's "about" screen. The mistake is the one a
   * copy-paste makes: the credential-less request written for the health
   * check reused for an authorized endpoint.
   */
  device(): Promise<TerminalAnswer> {
    const withCredentials = !this.options.mistakes?.has('device-info-without-credentials');
    return this.send('GET', 'device.json', undefined, withCredentials);
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    withCredentials: boolean,
  ): Promise<TerminalAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (withCredentials) headers.authorization = this.authorization;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.options.baseUrl}/api/v2/${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 10_000),
    });
    const text = await response.text();
    return { status: response.status, body: parseObject(text) };
  }
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
