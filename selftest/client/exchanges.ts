/**
 * Hand-built RawExchanges for the client judge's self-tests: a terminal or a
 * gateway request and its answer, with the simulators' credentials and key.
 */
import { computeHash } from '../../lib/targets/gateway/hash.js';
import type { RawExchange, Side } from '../../lib/judging/client/rawExchange.js';

export const apiKey = 'selftest-api-key-7d1e4b2c9f';
export const configurationId = 'cfg-selftest-1';
export const terminalPassword = 'tm-pass-5c8e1a0f';
export const basic = `Basic ${Buffer.from(`paycert:${terminalPassword}`).toString('base64')}`;

let seq = 0;
let clock = 1_800_000_000_000;

export function resetExchanges(): void {
  seq = 0;
  clock = 1_800_000_000_000;
}

export interface ExchangeSpec {
  readonly side: Side;
  readonly method?: string;
  readonly target: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  readonly status?: number;
  readonly answer?: unknown;
  /** Headers of the answer besides its content-type (a 401's WWW-Authenticate). */
  readonly answerHeaders?: Record<string, string>;
  /** Milliseconds since the previous exchange began (default 1000). */
  readonly after?: number;
  readonly noAnswer?: boolean;
}

export function exchange(s: ExchangeSpec): RawExchange {
  clock += s.after ?? 1000;
  const body = s.body === undefined ? Buffer.alloc(0) : Buffer.from(s.body);
  const answer =
    s.answer === undefined
      ? Buffer.alloc(0)
      : Buffer.from(typeof s.answer === 'string' ? s.answer : JSON.stringify(s.answer));
  return {
    seq: ++seq,
    side: s.side,
    startedAt: clock,
    endedAt: clock + 5,
    request: {
      method: s.method ?? (body.length > 0 ? 'POST' : 'GET'),
      target: s.target,
      headers: { 'content-type': 'application/json', ...(s.headers ?? {}) },
      body,
      bodyBytes: body.length,
    },
    ...(s.noAnswer === true
      ? { error: 'upstream gave no answer' }
      : {
          response: {
            status: s.status ?? 200,
            headers: { 'content-type': 'application/json', ...(s.answerHeaders ?? {}) },
            body: answer,
            bodyBytes: answer.length,
          },
        }),
  };
}

/** A terminal request with Basic credentials. */
export function tm(method: string, path: string, opts: Partial<ExchangeSpec> = {}): RawExchange {
  return exchange({
    side: 'terminal',
    method,
    target: path,
    ...opts,
    headers: { authorization: basic, ...(opts.headers ?? {}) },
  });
}

/** A gateway POST signed over its exact bytes (or with `hash` given). */
export function gwPost(
  path: string,
  body: string,
  opts: Partial<ExchangeSpec> & { hash?: string } = {},
): RawExchange {
  return exchange({
    side: 'gateway',
    method: 'POST',
    target: path,
    body,
    status: 201,
    ...opts,
    headers: {
      configurationid: configurationId,
      hash: opts.hash ?? computeHash(apiKey, body),
      ...(opts.headers ?? {}),
    },
  });
}

export function gwGet(path: string, opts: Partial<ExchangeSpec> = {}): RawExchange {
  return exchange({
    side: 'gateway',
    method: 'GET',
    target: path,
    ...opts,
    headers: { configurationid: configurationId, hash: computeHash(apiKey), ...(opts.headers ?? {}) },
  });
}

export function txn(
  id: string,
  fields: Record<string, unknown>,
): { success: true; transaction: Record<string, unknown> } {
  return { success: true, transaction: { id, ...fields } };
}

export const goodJob = {
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: { cardNumber: '4000000000000002', cardCvc: '123', cardExpiryMonth: '12', cardExpiryYear: '30' },
  order: { orderNumber: 'order-1' },
  currency: 'EUR',
  amountToCollect: '12.50',
};

export function jobAnswer(
  reference: string,
  paymentRef: string,
  status: string,
  extra: Record<string, unknown> = {},
): unknown {
  return {
    data: {
      reference,
      paymentStatus: status,
      payments: [{ reference: paymentRef, status, attributes: { ...extra } }],
    },
    links: {},
  };
}
