/**
 * The record of one exchange in exchanges.ndjson (docs/proxy.md, "The
 * recording"; its shape is schemas/recording/exchange.json, read back by
 * lib/judging/replay/recording.ts): built once per exchange from what
 * crossed the proxy, every part through the one policy of
 * lib/reporting/redaction/ (redactMessage.ts), and written by the recorder
 * as one JSON line. Nothing else writes an exchange.
 */
import type { RawExchange, RawMessage } from '../lib/judging/client/rawExchange.js';
import { recordingFormat, type RecordedExchange } from '../lib/judging/replay/recording.js';
import { redactText } from '../lib/reporting/redaction/redact.js';
import {
  redactBody,
  redactHeaders,
  redactTarget,
  type RecordedBody,
} from '../lib/reporting/redaction/redactMessage.js';

type RecordedMessage = Omit<RecordedExchange['request'], 'method' | 'target'>;

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
    format: recordingFormat,
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
