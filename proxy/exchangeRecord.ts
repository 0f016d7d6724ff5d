/**
 * The record of one exchange in exchanges.ndjson (docs/proxy.md, "The
 * recording"): built once per exchange from what crossed the proxy, every
 * part through the one policy of lib/reporting/redaction/ (redactMessage.ts), and
 * written by the recorder as one JSON line. Nothing else writes an
 * exchange.
 */
import type { RawExchange, RawMessage } from '../lib/judging/client/rawExchange.js';
import { redactText } from '../lib/reporting/redaction/redact.js';
import {
  redactBody,
  redactHeaders,
  redactTarget,
  type RecordedBody,
} from '../lib/reporting/redaction/redactMessage.js';

export interface RecordedMessage {
  readonly headers: Record<string, string | string[]>;
  readonly bodyBytes: number;
  /** True when only the first capture-limit bytes were kept (JSON then reads as text). */
  readonly bodyCut?: true;
  readonly body?: RecordedBody;
}

export interface RecordedExchange {
  readonly seq: number;
  readonly side: RawExchange['side'];
  readonly startedAt: string;
  readonly durationMs: number;
  readonly request: { readonly method: string; readonly target: string } & RecordedMessage;
  readonly response?: { readonly status: number } & RecordedMessage;
  readonly error?: string;
  /** The drill the proxy applied (docs/drills.md): the response is the upstream's, `delivered` says whether the application got it. */
  readonly drill?: RawExchange['drill'];
}

function recordedMessage(m: RawMessage, secrets: readonly string[], withBody: boolean): RecordedMessage {
  const type = m.headers['content-type'];
  const body: RecordedBody = withBody
    ? redactBody(m.body, typeof type === 'string' ? type : type?.[0], secrets)
    : { omitted: 'record bound' };
  return {
    headers: redactHeaders(m.headers, secrets),
    bodyBytes: m.bodyBytes,
    ...(m.body.length < m.bodyBytes ? { bodyCut: true as const } : {}),
    ...(m.bodyBytes === 0 ? {} : { body }),
  };
}

/** The record of `x`; `withBodies: false` keeps the heads only (the recording's bound). */
export function recordOf(x: RawExchange, secrets: readonly string[], withBodies: boolean): RecordedExchange {
  return {
    seq: x.seq,
    side: x.side,
    startedAt: new Date(x.startedAt).toISOString(),
    durationMs: x.endedAt - x.startedAt,
    request: {
      method: x.request.method,
      target: redactTarget(x.request.target, secrets),
      ...recordedMessage(x.request, secrets, withBodies),
    },
    ...(x.response === undefined
      ? {}
      : { response: { status: x.response.status, ...recordedMessage(x.response, secrets, withBodies) } }),
    ...(x.error === undefined ? {} : { error: redactText(x.error, secrets) }),
    ...(x.drill === undefined ? {} : { drill: x.drill }),
  };
}
