/**
 * The policy of redact.ts applied to the parts of an HTTP message, as the
 * recording proxy keeps them (docs/proxy.md, "The recording"): every
 * credential header replaced whole however its name is spelled, the other
 * headers through the text rule; a request target's path through the text
 * rule and its query pair by pair (names and values decoded first, so a
 * card number grouped by `+` or `%2D`, or a secret percent-encoded, is found
 * as it would be read); a body as JSON (the value walked), as a form (pair
 * by pair), as text, or not at all when it is not UTF-8 (redaction cannot
 * see into it).
 */
import { isUtf8 } from 'node:buffer';
import type { Body } from '../../../generated/types/recording/exchange.js';
import { REDACTED, redactByName, redactText, redactValue } from './redact.js';

/** Header names whose value is a credential, compared lower-case without `-` and `_`. */
const credentialNames = new Set(['authorization', 'cookie', 'setcookie', 'hash', 'auth', 'key', 'signature']);
const credentialParts = ['authoriz', 'apikey', 'accesskey', 'secret', 'password', 'passwd', 'credential'];
const credentialEnds = ['token', 'auth', 'cookie', 'session', 'sessionid'];

/** Whether a header's whole value is a credential (`Authorization`, `PROXY-AUTHORIZATION`, `X-Api-Key`, `X-Auth-Token`, `Hash`, cookies). */
export function isCredentialHeader(name: string): boolean {
  const n = name.toLowerCase().replace(/[-_]/g, '');
  return (
    credentialNames.has(n) ||
    credentialParts.some((p) => n.includes(p)) ||
    credentialEnds.some((e) => n.endsWith(e))
  );
}

export type HeaderValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The headers with credentials replaced whole and the text rule applied to every other value. */
export function redactHeaders(
  headers: HeaderValues,
  secrets: readonly string[],
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value === undefined) continue;
    if (isCredentialHeader(name)) out[name] = REDACTED;
    else
      out[name] =
        typeof value === 'string' ? redactText(value, secrets) : value.map((v) => redactText(v, secrets));
  }
  return out;
}

/** A percent-encoded form part (`+` a space) decoded; as it is when it is not valid UTF-8 percent-encoding. */
function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * `a=1&b=2` (a query, a form body) with each pair redacted as read: a secret
 * field's value replaced, a card field's masked, any other value through the
 * text rule once decoded (written decoded when the rule changed it).
 */
export function redactPairs(text: string, secrets: readonly string[]): string {
  return text
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      const name = decodePart(rawName);
      const shownName = redactText(name, secrets) === name ? rawName : redactText(name, secrets);
      if (eq < 0) return shownName;
      const raw = pair.slice(eq + 1);
      const value = decodePart(raw);
      const byName = redactByName(name, value);
      if (byName !== undefined) return `${shownName}=${byName}`;
      const redacted = redactText(value, secrets);
      return `${shownName}=${redacted === value ? redactText(raw, secrets) : redacted}`;
    })
    .join('&');
}

/** A request target: the path through the text rule, the query pair by pair, the fragment through the text rule. */
export function redactTarget(target: string, secrets: readonly string[]): string {
  const q = target.indexOf('?');
  if (q < 0) return redactText(target, secrets);
  const hash = target.indexOf('#', q);
  const query = target.slice(q + 1, hash < 0 ? undefined : hash);
  return `${redactText(target.slice(0, q), secrets)}?${redactPairs(query, secrets)}${hash < 0 ? '' : redactText(target.slice(hash), secrets)}`;
}

/** A body as a recording keeps it (schemas/recording/exchange.json, `body`). */
export type RecordedBody = Body;

const formType = /^application\/x-www-form-urlencoded\b/i;

/**
 * A body as the recording keeps it: JSON (an object or array that parses)
 * walked by the policy; a form pair by pair; other UTF-8 as text; anything
 * else omitted. A body cut at the capture limit reads as text (its JSON
 * does not parse), and the text rule still finds `"cardCvc": "123"` in it.
 */
export function redactBody(
  body: Buffer,
  contentType: string | undefined,
  secrets: readonly string[],
): RecordedBody {
  if (!isUtf8(body)) return { omitted: 'binary' };
  const text = body.toString('utf8');
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') {
    try {
      return { json: redactValue(JSON.parse(text) as unknown, secrets) };
    } catch {
      // not JSON after all (or cut): recorded as text
    }
  }
  if (contentType !== undefined && formType.test(contentType)) return { text: redactPairs(text, secrets) };
  return { text: redactText(text, secrets) };
}
