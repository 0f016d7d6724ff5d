/**
 * The recording's line as it was first written, kept as the reference the
 * fast line (proxy/exchangeLine.ts) must equal byte for byte: the record
 * object of redactExchange.ts built with spreads, every body through the
 * policy itself (lib/redaction/redact.ts: redactValue, redactText, no fast
 * path of proxy/), then JSON.stringify. Only the self-tests use it.
 */
import { isUtf8 } from 'node:buffer';
import type { RawExchange, RawMessage } from '../../lib/client/rawExchange.js';
import { REDACTED, isSecretFieldName, redactText, redactValue } from '../../lib/redaction/redact.js';

const credentialHeaders = new Set(['set-cookie', 'x-api-key', 'api-key']);

function headers(h: RawMessage['headers'], secrets: readonly string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(h)) {
    if (value === undefined) continue;
    if (isSecretFieldName(name) || credentialHeaders.has(name)) out[name] = REDACTED;
    else
      out[name] =
        typeof value === 'string' ? redactText(value, secrets) : value.map((v) => redactText(v, secrets));
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function body(b: Buffer, secrets: readonly string[]): unknown {
  if (!isUtf8(b)) return { omitted: 'binary' };
  let text: string;
  try {
    text = utf8.decode(b);
  } catch {
    return { omitted: 'binary' };
  }
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { json: redactValue(JSON.parse(text) as unknown, secrets) };
    } catch {
      // not JSON: text
    }
  }
  return { text: redactText(text, secrets) };
}

function message(m: RawMessage, secrets: readonly string[], withBody: boolean): object {
  const cut = m.body.length < m.bodyBytes;
  return {
    headers: headers(m.headers, secrets),
    bodyBytes: m.bodyBytes,
    ...(cut ? { bodyCut: true as const } : {}),
    ...(m.bodyBytes === 0
      ? {}
      : { body: withBody ? body(m.body, secrets) : { omitted: 'record bound' as const } }),
  };
}

/** `JSON.stringify` of the record of `x` as the reference has it (no newline). */
export function referenceLine(x: RawExchange, secrets: readonly string[], withBodies: boolean): string {
  return JSON.stringify({
    seq: x.seq,
    side: x.side,
    startedAt: new Date(x.startedAt).toISOString(),
    durationMs: x.endedAt - x.startedAt,
    request: {
      method: x.request.method,
      target: redactText(x.request.target, secrets),
      ...message(x.request, secrets, withBodies),
    },
    ...(x.response === undefined
      ? {}
      : { response: { status: x.response.status, ...message(x.response, secrets, withBodies) } }),
    ...(x.error === undefined ? {} : { error: redactText(x.error, secrets) }),
  });
}
