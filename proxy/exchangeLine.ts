/**
 * One line of exchanges.ndjson, written as text: byte for byte JSON.stringify
 * of the exchange's record (RecordedExchange of redactExchange.ts, field by
 * field in its order), without building the record object, and with a JSON
 * body (parsed once: by the judge in this thread, else here) spliced in as
 * the text that crossed the proxy when redactCanonicalJson.ts can prove that
 * is what the walk and JSON.stringify would give. A self-test holds the equality against the
 * record built as an object through the policy itself
 * (selftest/proxy/exchangeLine.spec.ts, referenceRecord.ts).
 */
import { isUtf8 } from 'node:buffer';
import { parsedBodyOf } from '../lib/client/parsedBodyCache.js';
import type { RawExchange, RawMessage } from '../lib/client/rawExchange.js';
import { redactCanonicalJson } from './redactCanonicalJson.js';
import { headersJson, isoDate, redactBody } from './redactExchange.js';
import { redactJsonBody, redactTextFast } from './redactJson.js';

const headsOnly = JSON.stringify({ omitted: 'record bound' });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text and value as redactBody (redactExchange.ts) would read them
 * as JSON: the judge's parse when it made one in this thread
 * (parsedBodyCache.ts), else a parse here (the recording's own thread
 * parses each body once too); undefined when redactBody would not record
 * the body as JSON (not UTF-8, not an object or array, not JSON).
 */
function asJson(body: Buffer): { text: string; value: object } | undefined {
  if (!isUtf8(body)) return undefined;
  const known = parsedBodyOf(body);
  if (known !== undefined)
    return known.value !== null && typeof known.value === 'object'
      ? { text: known.text, value: known.value }
      : undefined;
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return undefined;
  }
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return { text, value: JSON.parse(text) as object };
  } catch {
    return undefined;
  }
}

/** `JSON.stringify(redactBody(body, secrets))`, from the body's text when nothing can differ. */
function bodyJson(body: Buffer, secrets: readonly string[]): string {
  const json = asJson(body);
  if (json === undefined) return JSON.stringify(redactBody(body, secrets));
  const text = redactCanonicalJson(json.text, json.value, secrets);
  return text !== undefined
    ? `{"json":${text}}`
    : JSON.stringify({ json: redactJsonBody(json.value, secrets) });
}

/** A message's fields after its first (method and target, or status): headers, bodyBytes, bodyCut, body. */
function messageTail(m: RawMessage, secrets: readonly string[], withBody: boolean): string {
  let out = `,"headers":${headersJson(m.headers, secrets)},"bodyBytes":${JSON.stringify(m.bodyBytes)}`;
  if (m.body.length < m.bodyBytes) out += ',"bodyCut":true';
  if (m.bodyBytes !== 0) out += `,"body":${withBody ? bodyJson(m.body, secrets) : headsOnly}`;
  return `${out}}`;
}

/** The line of `x` (without its newline); `withBodies: false` keeps the heads only. */
export function exchangeLine(x: RawExchange, secrets: readonly string[], withBodies: boolean): string {
  const r = x.request;
  let line = `{"seq":${JSON.stringify(x.seq)},"side":${JSON.stringify(x.side)},"startedAt":"${isoDate(x.startedAt)}","durationMs":${JSON.stringify(x.endedAt - x.startedAt)}`;
  line += `,"request":{"method":${JSON.stringify(r.method)},"target":${JSON.stringify(redactTextFast(r.target, secrets))}${messageTail(r, secrets, withBodies)}`;
  if (x.response !== undefined)
    line += `,"response":{"status":${JSON.stringify(x.response.status)}${messageTail(x.response, secrets, withBodies)}`;
  if (x.error !== undefined) line += `,"error":${JSON.stringify(redactTextFast(x.error, secrets))}`;
  return `${line}}`;
}
