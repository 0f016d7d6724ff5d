/**
 * The one redaction policy (DEVELOPERS.md: no card number, CVC, API key,
 * password or Hash value ever reaches a report, trace, log or attachment).
 * Card numbers keep at most the first six and last four digits: in the
 * documented card fields whatever they hold, in free text where a run of
 * digits is a card number by Luhn AND scheme (cardNumberLike.ts), not every
 * long reference. Secrets by field name are replaced entirely; literal
 * secrets of the run as literalSecrets.ts decides.
 */
import { isCardNumberLike } from './cardNumberLike.js';
import { eraseLiterals } from './literalSecrets.js';

export { luhnValid } from '../cards/luhn.js';

/** Field names whose values are secret whatever they hold (compared case-insensitively, ignoring `_` and `-`). */
const secretFieldNames = new Set(
  [
    'cardCvc',
    'cvc',
    'cvv',
    'cvv2',
    'password',
    'apiKey',
    'api_key',
    'key',
    'hash',
    'authorization',
    'proxyAuthorization',
    'pin_block',
    'pinBlock',
    'ksn',
    'track2',
    'secret',
    'token_secret',
    'cookie',
  ].map(normaliseName),
);

/** Field names that carry a card number (spec: cardNumber, account_number): masked to first six and last four. */
const panFieldNames = new Set(
  ['cardNumber', 'card_number', 'primaryAccountNumber', 'pan', 'account_number'].map(normaliseName),
);

export const REDACTED = '[REDACTED]';

function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[-_]/g, '');
}

export function isSecretFieldName(name: string): boolean {
  return secretFieldNames.has(normaliseName(name));
}

/** A documented card field: its value is masked by its form, whether or not it is card-like. */
export function isCardFieldName(name: string): boolean {
  return panFieldNames.has(normaliseName(name));
}

/** First six, asterisks, last four: the truncation rule of the spec (A. data.truncatedCardNumber). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/\D/g, '');
  if (digits.length < 12) return '*'.repeat(digits.length);
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

// 12 to 19 digits, optionally grouped by single spaces or dashes, not inside a longer digit run.
const panLike = /(?<![0-9])(?:\d[ -]?){11,18}\d(?![0-9])/g;
// 128 hex characters: a SHA-512 Hash value.
const sha512Like = /(?<![0-9A-Fa-f])[0-9A-Fa-f]{128}(?![0-9A-Fa-f])/g;
// `Authorization: Basic xxx` / `Bearer xxx` in free text.
const authHeaderLike = /\b(Basic|Bearer)\s+[A-Za-z0-9+/=._-]{6,}/g;

/**
 * Whether the card-number step of redactText changes `text` on its own: a
 * run of digits that is a card number by Luhn and scheme. (A fast path's
 * question: most long digit runs are references, left as they are.)
 */
export function hasCardNumberRun(text: string): boolean {
  for (const m of text.match(panLike) ?? []) if (isCardNumberLike(m.replace(/\D/g, ''))) return true;
  return false;
}

/** Redacts card numbers, hashes and credentials in free text. Extra literal secrets are removed too. */
export function redactText(text: string, extraSecrets: readonly string[] = []): string {
  let out = eraseLiterals(text, extraSecrets, REDACTED);
  out = out.replace(panLike, (m) => {
    const digits = m.replace(/\D/g, '');
    return isCardNumberLike(digits) ? maskPan(digits) : m;
  });
  out = out.replace(sha512Like, REDACTED);
  out = out.replace(authHeaderLike, (_m, scheme: string) => `${scheme} ${REDACTED}`);
  return out;
}

/** Deep copy of a JSON-like value with secrets removed and card numbers masked. */
export function redactValue(
  value: unknown,
  extraSecrets: readonly string[] = [],
  fieldName?: string,
): unknown {
  if (fieldName !== undefined && isSecretFieldName(fieldName) && value !== null && value !== undefined) {
    return REDACTED;
  }
  if (typeof value === 'string') {
    if (fieldName !== undefined && panFieldNames.has(normaliseName(fieldName)) && /^\d{12,19}$/.test(value)) {
      return maskPan(value);
    }
    // A card field with the number grouped (`4111 1111 1111 1111`) is masked too.
    if (
      fieldName !== undefined &&
      panFieldNames.has(normaliseName(fieldName)) &&
      /^[\d -]{12,23}$/.test(value)
    ) {
      const digits = value.replace(/\D/g, '');
      if (digits.length >= 12 && digits.length <= 19) return maskPan(digits);
    }
    // A JSON string inside a string (recipientDetails, serviceAcquiringDetails) is redacted as JSON.
    if (value.startsWith('{') && value.endsWith('}')) {
      try {
        return JSON.stringify(redactValue(JSON.parse(value) as unknown, extraSecrets));
      } catch {
        // not JSON: fall through to text redaction
      }
    }
    return redactText(value, extraSecrets);
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, extraSecrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // defineProperty: a target's key named __proto__ stays a key rather than replacing the prototype.
    for (const [k, v] of Object.entries(value))
      Object.defineProperty(out, k, {
        value: redactValue(v, extraSecrets, k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}
