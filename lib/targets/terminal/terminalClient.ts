/**
 * HTTP client of the terminal REST API (spec "Endpoints > B. Terminal"): one
 * method per endpoint. It never throws on a non-2xx answer, because the
 * status code is what many checks judge; it throws TargetUnreachable only
 * when no usable answer came (connection refused, timeout, an answer past the
 * size limit): lib/targets/http/boundedRequest.ts. A redirect is not followed: the
 * 3xx is the answer. It never logs, and holds credentials only to build the
 * header.
 */
import { pathTo } from '../../judging/interfaces/routeTable.js';
import {
  receiptKinds,
  terminalEndpoints,
  type ReceiptKind,
  type StartType,
  type TerminalEndpointId,
} from '../../judging/interfaces/terminalEndpoints.js';
import { boundedRequest, jsonBody, redirectLocation } from '../http/boundedRequest.js';
import type { TerminalCredentials } from '../config/terminalConfig.js';

/** What the terminal answered. `body` is the parsed JSON, or undefined when the text is not JSON. */
export interface TerminalResponse {
  readonly status: number;
  readonly body: unknown;
  readonly text: string;
  /** Method and path, for messages (never the credentials). */
  readonly request: string;
  /** The Location of a 3xx answer (never followed). */
  readonly location?: string | undefined;
}

/** Which credentials a request carries: the configured ones, none, or deliberately wrong ones. */
export type CredentialMode = 'configured' | 'none' | 'wrong';

export type TransactionType = StartType;
export type { ReceiptKind };

/** The receipt endpoint of each kind. */
const receiptEndpoint = Object.fromEntries(
  Object.entries(receiptKinds).map(([id, kind]) => [kind, id as TerminalEndpointId]),
) as Readonly<Record<ReceiptKind, TerminalEndpointId>>;

export interface TerminalClientOptions {
  readonly baseUrl: URL | string;
  readonly credentials?: TerminalCredentials | undefined;
  readonly timeoutMs?: number;
  /** Bytes read of an answer at most (default PAYCERT_MAX_RESPONSE_BYTES or 1 MiB). */
  readonly maxResponseBytes?: number | undefined;
  /** Sees every answer (e.g. to scan all documents for card data); never the credentials. */
  readonly onResponse?: ((r: TerminalResponse) => void) | undefined;
}

export function authHeaders(
  c: TerminalCredentials | undefined,
  mode: CredentialMode,
): Record<string, string> {
  if (c === undefined || mode === 'none') return {};
  if (c.kind === 'basic') {
    const password = mode === 'wrong' ? `${c.password}-wrong` : c.password;
    return { authorization: `Basic ${Buffer.from(`${c.username}:${password}`).toString('base64')}` };
  }
  return { [c.name.toLowerCase()]: mode === 'wrong' ? `${c.value}-wrong` : c.value };
}

export class TerminalClient {
  readonly baseUrl: URL;
  private readonly credentials: TerminalCredentials | undefined;
  private readonly timeoutMs: number;
  private readonly onResponse: ((r: TerminalResponse) => void) | undefined;
  private readonly options: TerminalClientOptions;

  constructor(options: TerminalClientOptions) {
    this.options = options;
    this.onResponse = options.onResponse;
    // Keep any path prefix of the target (a proxy may mount the device under one).
    const base = new URL(String(options.baseUrl));
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.baseUrl = base;
    this.credentials = options.credentials;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** The same client, with every answer also passed to `onResponse`. */
  observed(onResponse: (r: TerminalResponse) => void): TerminalClient {
    return new TerminalClient({ ...this.options, onResponse });
  }

  /** Any request to a path relative to the target's base (e.g. `api/v2/ping.json` or `_sim/info`). */
  async send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    mode: CredentialMode = 'configured',
  ): Promise<TerminalResponse> {
    const url = new URL(path.replace(/^\//, ''), this.baseUrl);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...authHeaders(this.credentials, mode),
    };
    let payload: string | undefined;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const res = await boundedRequest({
      target: 'terminal',
      method,
      url,
      headers,
      body: payload,
      timeoutMs: this.timeoutMs,
      maxBytes: this.options.maxResponseBytes,
    });
    const answer: TerminalResponse = {
      status: res.status,
      body: jsonBody(res.text),
      text: res.text,
      request: `${method} /${path.replace(/^\//, '')}`,
      ...redirectLocation(res),
    };
    this.onResponse?.(answer);
    return answer;
  }

  /** A request to an endpoint of the route table, its path parameters filled in. */
  private call(
    id: TerminalEndpointId,
    params: Readonly<Record<string, string>>,
    body?: unknown,
    mode?: CredentialMode,
  ): Promise<TerminalResponse> {
    const endpoint = terminalEndpoints[id];
    return this.send(endpoint.method, pathTo(endpoint, params), body, mode);
  }

  /** A read of an endpoint that takes no parameter. */
  private read(id: TerminalEndpointId, mode?: CredentialMode): Promise<TerminalResponse> {
    return this.call(id, {}, undefined, mode);
  }

  readonly ping = (mode: CredentialMode = 'none'): Promise<TerminalResponse> => this.read('getPing', mode);
  readonly device = (mode?: CredentialMode): Promise<TerminalResponse> => this.read('getDevice', mode);
  readonly settings = (mode?: CredentialMode): Promise<TerminalResponse> => this.read('getSettings', mode);
  readonly transactions = (mode?: CredentialMode): Promise<TerminalResponse> =>
    this.read('listTransactions', mode);
  transaction(id: string, mode?: CredentialMode): Promise<TerminalResponse> {
    return this.call('getTransaction', { id }, undefined, mode);
  }
  readonly latest = (mode?: CredentialMode): Promise<TerminalResponse> =>
    this.read('getLatestTransaction', mode);
  readonly last = (mode?: CredentialMode): Promise<TerminalResponse> => this.read('getLastTransaction', mode);
  readonly current = (mode?: CredentialMode): Promise<TerminalResponse> =>
    this.read('getCurrentTransaction', mode);
  /** Starts a transaction; the payload is not shown by the spec (field notes: `{"amount": <minor units>}`). */
  start(type: string, body: Record<string, unknown> = {}, mode?: CredentialMode): Promise<TerminalResponse> {
    return this.call('startTransaction', { type }, body, mode);
  }
  readonly screen = (mode?: CredentialMode): Promise<TerminalResponse> => this.read('getScreen', mode);
  print(body: unknown, mode?: CredentialMode): Promise<TerminalResponse> {
    return this.call('print', {}, body, mode);
  }
  receipt(id: string, kind: ReceiptKind, mode?: CredentialMode): Promise<TerminalResponse> {
    return this.call(receiptEndpoint[kind], { id }, undefined, mode);
  }
}
