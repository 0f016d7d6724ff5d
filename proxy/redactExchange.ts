/**
 * The record of one exchange in exchanges.ndjson (docs/proxy.md, "Recording
 * format"): its shape (RecordedExchange) and the redaction of its parts
 * through the one policy (lib/redaction/): secret headers (Authorization,
 * Hash, cookies) replaced whole, card numbers masked, the run's literal
 * secrets (terminal password, API keys) erased. A body is recorded as
 * redacted JSON when it parses, as redacted text when it is UTF-8, and never
 * when it is binary (redaction could not see inside). exchangeLine.ts writes
 * the line; redactJson.ts applies the policy with the same result, faster.
 */
import { isUtf8 } from 'node:buffer';
import { parsedBodyOf } from '../lib/client/parsedBodyCache.js';
import { REDACTED, isSecretFieldName } from '../lib/redaction/redact.js';
import type { RawExchange, RawMessage } from '../lib/client/rawExchange.js';
import { redactJsonBody, redactTextFast, textNeedsRedaction } from './redactJson.js';

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

/** Whether a header is replaced whole; remembered per name (the same few dozen names come every time; bounded). */
const secretHeader = new Map<string, boolean>();
function isSecretHeader(name: string): boolean {
  let known = secretHeader.get(name);
  if (known === undefined) {
    known = isSecretFieldName(name) || credentialHeaders.has(name);
    if (secretHeader.size >= 10_000) secretHeader.clear();
    secretHeader.set(name, known);
  }
  return known;
}

/**
 * The headers with secret ones replaced whole and the text rule applied to
 * the others' values. The text rule is asked once, of all those values joined
 * by NUL (as redactJson.ts's redactJsonBody joins leaves, for the same
 * reason): only when that could need it is each value put through it.
 */
export function redactHeaders(
  headers: RawMessage['headers'],
  secrets: readonly string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  let joined = '';
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    if (isSecretHeader(name)) out[name] = REDACTED;
    else if (typeof value === 'string') {
      out[name] = value;
      joined += `${value}\u0000`;
    } else {
      out[name] = value.slice();
      joined += `${value.join('\u0000')}\u0000`;
    }
  }
  if (!textNeedsRedaction(joined, secrets)) return out;
  for (const name of Object.keys(out)) {
    if (isSecretHeader(name)) continue;
    const value = out[name] as string | string[];
    out[name] =
      typeof value === 'string'
        ? redactTextFast(value, secrets)
        : value.map((v) => redactTextFast(v, secrets));
  }
  return out;
}

const redactedJson = JSON.stringify(REDACTED);

/**
 * `JSON.stringify(redactHeaders(headers, secrets))`, written as text when no
 * value needs the text rule (the common case): the same names in the same
 * order (Object.keys: array-index names first, as the record object has
 * them), each value as JSON.stringify writes it, secret ones replaced.
 */
export function headersJson(headers: RawMessage['headers'], secrets: readonly string[]): string {
  const names = Object.keys(headers);
  let joined = '';
  for (const name of names) {
    const value = headers[name];
    if (value === undefined || isSecretHeader(name)) continue;
    joined += typeof value === 'string' ? `${value}\u0000` : `${value.join('\u0000')}\u0000`;
  }
  if (textNeedsRedaction(joined, secrets)) return JSON.stringify(redactHeaders(headers, secrets));
  let out = '';
  for (const name of names) {
    const value = headers[name];
    if (value === undefined) continue;
    out += `${out === '' ? '' : ','}${JSON.stringify(name)}:${isSecretHeader(name) ? redactedJson : JSON.stringify(value)}`;
  }
  return `{${out}}`;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function redactBody(body: Buffer, secrets: readonly string[]): RecordedBody {
  if (!isUtf8(body)) return { omitted: 'binary' };
  // Parsed by the judge already: valid UTF-8 that JSON.parse took has no BOM, so the text below
  // would parse to the same value, and an object or array is what the text rule below records as JSON.
  const known = parsedBodyOf(body);
  if (known !== undefined && known.value !== null && typeof known.value === 'object')
    return { json: redactJsonBody(known.value, secrets) };
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return { omitted: 'binary' };
  }
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { json: redactJsonBody(JSON.parse(text) as unknown, secrets) };
    } catch {
      // not JSON after all (or cut): recorded as text
    }
  }
  return { text: redactTextFast(text, secrets) };
}

/** The second the last ISO date fell in (its epoch milliseconds) and that date up to its milliseconds. */
let secondStart = NaN;
let secondPrefix = '';

/**
 * `new Date(ms).toISOString()`, cheaper: within the second of the last date
 * (a whole, non-negative number of milliseconds, a four-digit year), only
 * the milliseconds differ. Under load most exchanges start in the same second.
 */
export function isoDate(ms: number): string {
  if (ms >= secondStart && ms - secondStart < 1000 && Number.isInteger(ms)) {
    const milli = ms - secondStart;
    return `${secondPrefix}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  }
  const iso = new Date(ms).toISOString();
  if (Number.isInteger(ms) && ms >= 0 && iso.length === 24) {
    secondStart = ms - (ms % 1000);
    secondPrefix = iso.slice(0, 20);
  }
  return iso;
}
