/**
 * The one redaction policy (guide: no card number, CVC, API key, password
 * or Hash value ever reaches a report, a recording, a trace, a log or an
 * attachment). Card numbers keep at most the first six and last four
 * digits: in the documented card fields whatever they hold, and wherever
 * else a run of digits is a card number by Luhn AND scheme
 * (cardNumberLike.ts), grouped in any way (spaces, dashes, `+`, `%20`),
 * in text or as a JSON number; not every long reference. Secret fields
 * (CVC, passwords, keys, Hash) are replaced whole, by field name in JSON,
 * in `name=value` pairs (queries, forms) and in JSON text; credentials
 * (`Basic …`, `Bearer …`) in any case; literal secrets of the run in every
 * encoding literalSecrets.ts knows. Each rule reads a text only when it can
 * hold what the rule changes, so most text passes cheaply.
 */
import { hasCardSchemeShape, isCardNumberLike } from './cardNumberLike.js';
import { eraseLiterals } from './literalSecrets.js';

export { luhnValid } from '../../judging/cards/luhn.js';

export const REDACTED = '[REDACTED]';

/** Field names whose values are secret whatever they hold (compared case-insensitively, ignoring `_` and `-`). */
const secretFieldNames = new Set(
  [
    'cvc',
    'cvv',
    'cvc2',
    'cvv2',
    'securityCode',
    'password',
    'passwd',
    'pwd',
    'apiKey',
    'key',
    'hash',
    'authorization',
    'proxyAuthorization',
    'pin',
    'pinBlock',
    'ksn',
    'track2',
    'secret',
    'tokenSecret',
    'cookie',
  ].map(normaliseName),
);
/** ...and names ending so (`cardCvc`, `terminalPassword`, `x_api_key`, `clientSecret`). */
const secretFieldEnds = ['cvc', 'cvv', 'password', 'passwd', 'apikey', 'secret', 'pinblock'];

/** Field names that carry a card number (spec: cardNumber, account_number): masked to first six and last four. */
const panFieldNames = new Set(
  ['cardNumber', 'card_number', 'primaryAccountNumber', 'pan', 'account_number'].map(normaliseName),
);

function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

/** A field name's rule: none, secret, card. */
type NameRule = 0 | 1 | 2;

/**
 * Remembered per name: a body repeats the same few dozen keys in every
 * exchange. A pure memo (the rule depends on the name alone), bounded.
 */
const nameRules = new Map<string, NameRule>();
function nameRule(name: string): NameRule {
  let rule = nameRules.get(name);
  if (rule === undefined) {
    const n = normaliseName(name);
    rule =
      secretFieldNames.has(n) || secretFieldEnds.some((e) => n.endsWith(e))
        ? 1
        : panFieldNames.has(n)
          ? 2
          : 0;
    if (nameRules.size >= 10_000) nameRules.clear();
    nameRules.set(name, rule);
  }
  return rule;
}

export function isSecretFieldName(name: string): boolean {
  return nameRule(name) === 1;
}

/** A documented card field: its value is masked by its form, whether or not it is card-like. */
export function isCardFieldName(name: string): boolean {
  return nameRule(name) === 2;
}

/** First six, asterisks, last four: the truncation rule of the spec (A. data.truncatedCardNumber). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/**
 * The card numbers in one stretch masked: the whole stretch when its digits
 * are one, else the leftmost longest run of whole groups that is one (a
 * card followed by an expiry year, a card between references).
 */
function maskStretch(stretch: string): string {
  if (stretch.length < 12) return stretch;
  // Groups at the even places, separators at the odd ones.
  const parts = stretch.split(/([ +-]|%20)/);
  const groups = (parts.length + 1) / 2;
  for (let i = 0; i < groups; i++) {
    let run = '';
    let card: { end: number; digits: string } | undefined;
    for (let j = i; j < groups && run.length < 19; j++) {
      run += parts[2 * j] as string;
      if (run.length >= 12 && run.length <= 19 && isCardNumberLike(run)) card = { end: j, digits: run };
    }
    if (card === undefined) continue;
    const rest = parts.slice(2 * card.end + 2).join('');
    const after = rest === '' ? '' : `${parts[2 * card.end + 1] ?? ''}${maskStretch(rest)}`;
    return `${parts.slice(0, 2 * i).join('')}${maskPan(card.digits)}${after}`;
  }
  return stretch;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/** The length of the separator at `i` (a space, a dash, a `+`, or `%20`) when a digit follows it, else 0. */
function separatorAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  const n = c === 32 || c === 43 || c === 45 ? 1 : c === 37 && text.startsWith('20', i + 1) ? 3 : 0;
  return n > 0 && isDigit(text.charCodeAt(i + n)) ? n : 0;
}

/**
 * The card numbers in `text` masked, in one pass: a stretch of digit groups
 * (each pair apart by one separator) with 12 digits or more is read by
 * maskStretch; it does not begin inside a longer number, nor at the digits
 * of a percent escape (`%20` is a space).
 */
function maskCards(text: string): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < text.length;) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    if (text[i - 1] === '%') {
      i += 2; // the hex digits of an escape
      continue;
    }
    let j = i;
    let digits = 0;
    for (;;) {
      if (isDigit(text.charCodeAt(j))) {
        digits++;
        j++;
      } else {
        const sep = separatorAt(text, j);
        if (sep === 0) break;
        j += sep;
      }
    }
    if (digits >= 12) {
      const stretch = text.slice(i, j);
      const masked = maskStretch(stretch);
      if (masked !== stretch) {
        out += text.slice(last, i) + masked;
        last = j;
      }
    }
    i = j;
  }
  return last === 0 ? text : out + text.slice(last);
}

// 128 hex characters: a SHA-512 Hash value.
const sha512Like = /(?<![0-9A-Fa-f])[0-9A-Fa-f]{128}(?![0-9A-Fa-f])/g;
// `Authorization: Basic xxx` / `bearer xxx` in free text, in any case.
const authSchemeLike = /\b(basic|bearer|digest)(\s+|%20|\+)[A-Za-z0-9+/=._~%-]{6,}/gi;
const hasAuthScheme = /basic|bearer|digest/i;
// `name=value` as in a query or a form; `"name": value` as in JSON text.
const pairLike = /(?<![A-Za-z0-9_-])([A-Za-z][A-Za-z0-9_-]*)=([^&\s"]*)/g;
const jsonPairLike = /"([A-Za-z][A-Za-z0-9_-]*)"\s*:\s*("(?:[^"\\]|\\.)*"|-?[\d.eE+-]+)/g;

/** A value named by a field: replaced whole when secret, masked when a card field, else `undefined` (no rule by name). */
export function redactByName(name: string, value: string): string | undefined {
  if (isSecretFieldName(name)) return REDACTED;
  // Percent escapes dropped first: `%20` is a space, not two digits of the number.
  if (isCardFieldName(name) && /\d/.test(value)) return maskPan(value.replace(/%[0-9A-Fa-f]{2}/g, ''));
  return undefined;
}

const schemeRedacted = (_m: string, scheme: string): string => `${scheme} ${REDACTED}`;
function pairRedacted(m: string, name: string, v: string): string {
  const r = redactByName(name, v);
  return r === undefined ? m : `${name}=${r}`;
}
function jsonPairRedacted(m: string, name: string, v: string): string {
  const r = redactByName(name, v);
  return r === undefined ? m : `"${name}":${JSON.stringify(r)}`;
}

/** Redacts card numbers, Hashes, credentials, secret pairs and the run's literal secrets in free text. */
export function redactText(text: string, extraSecrets: readonly string[] = []): string {
  // Shorter than any rule's pattern (a secret has 4 characters, a pair `k=v` 3, a card 12 digits).
  if (text.length < 3) return text;
  let out = eraseLiterals(text, extraSecrets, REDACTED);
  if (out.length >= 128) out = out.replace(sha512Like, REDACTED);
  if (out.length >= 11 && hasAuthScheme.test(out)) out = out.replace(authSchemeLike, schemeRedacted);
  if (out.includes('=')) out = out.replace(pairLike, pairRedacted);
  if (out.includes('":')) out = out.replace(jsonPairLike, jsonPairRedacted);
  return maskCards(out);
}

/** A JSON number that is a card number (or, past 2^53, shaped like one: its last digits are lost) masked; else itself. */
function redactNumber(n: number, cardField: boolean): unknown {
  if (!Number.isInteger(n) || Math.abs(n) < 1e11 || Math.abs(n) >= 1e21) return n;
  const digits = String(Math.abs(n));
  if (cardField) return maskPan(digits);
  const card = Number.isSafeInteger(n) ? isCardNumberLike(digits) : hasCardSchemeShape(digits);
  return card ? maskPan(digits) : n;
}

/**
 * A JSON-like value with secrets removed and card numbers masked. Parts
 * where nothing changes are returned as they are, not copied (the
 * recording serialises the result; most of a body needs no redaction).
 */
export function redactValue(
  value: unknown,
  extraSecrets: readonly string[] = [],
  fieldName?: string,
): unknown {
  const rule = fieldName === undefined ? 0 : nameRule(fieldName);
  if (rule === 1 && value !== null && value !== undefined) return REDACTED;
  const cardField = rule === 2;
  if (typeof value === 'number') return redactNumber(value, cardField);
  if (typeof value === 'string') {
    // A card field with the number plain or grouped (`4111 1111 1111 1111`) is masked whatever its digits.
    if (cardField && /^[\d -]{12,23}$/.test(value)) {
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 12 && digits.length <= 19) return maskPan(digits);
    }
    // A JSON object inside a string (recipientDetails, serviceAcquiringDetails) is redacted as JSON.
    if (value.startsWith('{') && value.endsWith('}')) {
      try {
        const inner: unknown = JSON.parse(value);
        const redacted = redactValue(inner, extraSecrets);
        return redacted === inner ? value : JSON.stringify(redacted);
      } catch {
        // not JSON: redacted as text
      }
    }
    return redactText(value, extraSecrets);
  }
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      // Array elements carry no field name.
      const r = redactValue(v, extraSecrets);
      if (r !== v) out ??= value.slice();
      if (out !== undefined) out[i] = r;
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    const src = value as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    const keys = Object.keys(src);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string;
      const v = src[k];
      const r = redactValue(v, extraSecrets, k);
      if (r !== v && out === undefined) {
        out = {};
        for (const before of keys.slice(0, i)) define(out, before, src[before]);
      }
      if (out !== undefined) define(out, k, r);
    }
    return out ?? value;
  }
  return value;
}

/** defineProperty: a target's key named __proto__ stays a key rather than replacing the prototype. */
function define(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
