/**
 * One exchange as a line of exchanges.ndjson (docs/proxy.md, "Recording
 * format"), through the one redaction policy (lib/redaction/): secret
 * headers (Authorization, Hash, cookies) replaced whole, card numbers
 * masked, the run's literal secrets (terminal password, API keys) erased.
 * A body is recorded as redacted JSON when it parses, as redacted text when
 * it is UTF-8, and never when it is binary (redaction could not see inside).
 * redactJson.ts applies the policy with the same result, faster.
 */
import { isUtf8 } from 'node:buffer';
import { parsedBodyOf } from '../lib/client/parsedBodyCache.js';
import { REDACTED, isSecretFieldName } from '../lib/redaction/redact.js';
import type { RawExchange, RawMessage } from '../lib/client/rawExchange.js';
import { redactJson, redactTextFast } from './redactJson.js';

export type RecordedBody =
  { readonly json: unknown } | { readonly text: string } | { readonly omitted: 'binary' | 'record bound' };

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
  readonly request: RecordedMessage & { readonly method: string; readonly target: string };
  readonly response?: RecordedMessage & { readonly status: number };
  readonly error?: string;
}

/** Headers whose whole value is a credential, beyond the policy's secret field names. */
const credentialHeaders = new Set(['set-cookie', 'x-api-key', 'api-key']);

function redactHeaders(
  headers: RawMessage['headers'],
  secrets: readonly string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (isSecretFieldName(name) || credentialHeaders.has(name)) out[name] = REDACTED;
    else
      out[name] =
        typeof value === 'string'
          ? redactTextFast(value, secrets)
          : value.map((v) => redactTextFast(v, secrets));
  }
  return out;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function redactBody(body: Buffer, secrets: readonly string[]): RecordedBody {
  if (!isUtf8(body)) return { omitted: 'binary' };
  // Parsed by the judge already: valid UTF-8 that JSON.parse took has no BOM, so the text below
  // would parse to the same value, and an object or array is what the text rule below records as JSON.
  const known = parsedBodyOf(body);
  if (known !== undefined && known.value !== null && typeof known.value === 'object')
    return { json: redactJson(known.value, secrets) };
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { omitted: 'binary' };
  }
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { json: redactJson(JSON.parse(text) as unknown, secrets) };
    } catch {
      // not JSON after all (or cut): recorded as text
    }
  }
  return { text: redactTextFast(text, secrets) };
}

function message(m: RawMessage, secrets: readonly string[], withBody: boolean): RecordedMessage {
  const cut = m.body.length < m.bodyBytes;
  return {
    headers: redactHeaders(m.headers, secrets),
    bodyBytes: m.bodyBytes,
    ...(cut ? { bodyCut: true as const } : {}),
    ...(m.bodyBytes === 0
      ? {}
      : { body: withBody ? redactBody(m.body, secrets) : { omitted: 'record bound' as const } }),
  };
}

/** The redacted record of `x`; `withBodies: false` keeps the heads only. */
export function redactExchange(
  x: RawExchange,
  secrets: readonly string[],
  withBodies: boolean,
): RecordedExchange {
  return {
    seq: x.seq,
    side: x.side,
    startedAt: new Date(x.startedAt).toISOString(),
    durationMs: x.endedAt - x.startedAt,
    request: {
      method: x.request.method,
      target: redactTextFast(x.request.target, secrets),
      ...message(x.request, secrets, withBodies),
    },
    ...(x.response === undefined
      ? {}
      : { response: { status: x.response.status, ...message(x.response, secrets, withBodies) } }),
    ...(x.error === undefined ? {} : { error: redactTextFast(x.error, secrets) }),
  };
}
