/**
 * The redaction policy (lib/redaction/redact.ts, `redactValue`) applied to
 * a parsed JSON body with the same result, faster: the walk is the same,
 * and a string leaf goes through the policy only when it could hold
 * something the policy changes (a run of 12 digits, a Hash-length hex run,
 * a credential word, a literal secret, a JSON string); the rest is kept as
 * it is (bench: the policy on every leaf was most of the proxy's CPU). A
 * property self-test holds the equality (selftest/proxy/redactJson.spec.ts).
 */
import { isSecretFieldName, redactText, redactValue } from '../lib/redaction/redact.js';

/** 12 or more digits with any spaces or dashes between: what could be a card number, by content or by field name. */
const digitRun = /\d(?:[ -]*\d){11}/;
/** What could be a SHA-512 Hash value. */
const hexRun = /[0-9A-Fa-f]{128}/;
/** What could be a credential in free text. */
const authWord = /\b(?:Basic|Bearer)\s/;

/** False only when the policy's text rule (`redactText`) leaves `text` unchanged. */
export function textNeedsRedaction(text: string, secrets: readonly string[]): boolean {
  if (digitRun.test(text) || hexRun.test(text) || authWord.test(text)) return true;
  return secrets.some((s) => s !== '' && text.includes(s));
}

/** Free text through the policy, unless it cannot need it. */
export function redactTextFast(text: string, secrets: readonly string[]): string {
  return textNeedsRedaction(text, secrets) ? redactText(text, secrets) : text;
}

/** isSecretFieldName per key, remembered: the same few hundred keys come back in every answer (bounded). */
const secretName = new Map<string, boolean>();
function isSecretName(name: string): boolean {
  let known = secretName.get(name);
  if (known === undefined) {
    known = isSecretFieldName(name);
    if (secretName.size >= 10_000) secretName.clear();
    secretName.set(name, known);
  }
  return known;
}

/** `redactValue(value, secrets, fieldName)`, leaving alone the leaves it would leave alone. */
export function redactJson(value: unknown, secrets: readonly string[], fieldName?: string): unknown {
  if (fieldName !== undefined && isSecretName(fieldName)) return redactValue(value, secrets, fieldName);
  if (typeof value === 'string')
    return value.startsWith('{') || textNeedsRedaction(value, secrets)
      ? redactValue(value, secrets, fieldName)
      : value;
  // Array elements carry no field name, as in redactValue.
  if (Array.isArray(value)) return value.map((v) => redactJson(v, secrets));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // defineProperty for a key named __proto__, so it stays a key, as in redactValue.
      if (k === '__proto__')
        Object.defineProperty(out, k, {
          value: redactJson(v, secrets, k),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[k] = redactJson(v, secrets, k);
    }
    return out;
  }
  return value;
}
