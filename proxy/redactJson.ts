/**
 * The redaction policy (lib/redaction/redact.ts, `redactValue`) applied to
 * a parsed JSON body with the same result, faster: the walk is the same,
 * and a string leaf goes through the policy only when it could hold
 * something the policy changes (a run of 12 digits, a Hash-length hex run,
 * a credential word, a literal secret, a JSON string); the rest is kept as
 * it is (bench: the policy on every leaf was most of the proxy's CPU). A
 * property self-test holds the equality (selftest/proxy/redactJson.spec.ts).
 */
import {
  hasCardNumberRun,
  isCardFieldName,
  isSecretFieldName,
  redactText,
  redactValue,
} from '../lib/redaction/redact.js';

/** What the policy's text rule can change beside card numbers: a Hash-length hex run, a credential word. */
const suspect = /[0-9A-Fa-f]{128}|\b(?:Basic|Bearer)\s/;
/**
 * 12 or more digits with any spaces or dashes between: where a card number
 * could be; only then is the run checked as the policy checks it (Luhn and
 * scheme), since most such runs are references the policy leaves alone.
 */
const digitRun = /\d(?:[ -]*\d){11}/;
/** Shorter than this, a string holds none of the suspect patterns. */
const shortest = 12;

/** The run's secrets, checked once per list (the same list comes with every exchange). */
const secretLists = new WeakMap<readonly string[], { list: readonly string[]; min: number }>();
function secretsOf(secrets: readonly string[]): { list: readonly string[]; min: number } {
  let known = secretLists.get(secrets);
  if (known === undefined) {
    const list = secrets.filter((s) => s !== '');
    known = { list, min: Math.min(...list.map((s) => s.length)) };
    secretLists.set(secrets, known);
  }
  return known;
}

/** False only when the policy's text rule (`redactText`) leaves `text` unchanged. */
export function textNeedsRedaction(text: string, secrets: readonly string[]): boolean {
  const { list, min } = secretsOf(secrets);
  if (text.length < shortest && text.length < min) return false;
  return (
    suspect.test(text) ||
    list.some((s) => text.includes(s)) ||
    (digitRun.test(text) && hasCardNumberRun(text))
  );
}

/** Free text through the policy, unless it cannot need it. */
export function redactTextFast(text: string, secrets: readonly string[]): string {
  return textNeedsRedaction(text, secrets) ? redactText(text, secrets) : text;
}

/**
 * Whether a key's value goes through the policy whatever it holds: a secret
 * field, or a card field (masked by form, even when not card-like).
 * Remembered per key: the same few hundred keys come back in every answer (bounded).
 */
const secretName = new Map<string, boolean>();
function isSecretName(name: string): boolean {
  let known = secretName.get(name);
  if (known === undefined) {
    known = isSecretFieldName(name) || isCardFieldName(name);
    if (secretName.size >= 10_000) secretName.clear();
    secretName.set(name, known);
  }
  return known;
}

/**
 * `redactValue(value, secrets, fieldName)`, leaving alone the leaves it would
 * leave alone. A part where nothing changes is returned as it is (not
 * copied): the recording only serialises the result, and most of a body
 * needs no redaction, so copying it was most of the walk's cost.
 */
export function redactJson(value: unknown, secrets: readonly string[], fieldName?: string): unknown {
  if (fieldName !== undefined && isSecretName(fieldName)) return redactValue(value, secrets, fieldName);
  if (typeof value === 'string')
    return value.startsWith('{') || textNeedsRedaction(value, secrets)
      ? redactValue(value, secrets, fieldName)
      : value;
  // Array elements carry no field name, as in redactValue.
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = redactJson(v, secrets);
      if (r !== v) out ??= value.slice();
      if (out !== undefined) out[i] = r;
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value);
    const src = value as Record<string, unknown>;
    let changed: Map<string, unknown> | undefined;
    for (const k of keys) {
      const v = src[k];
      const r = redactJson(v, secrets, k);
      if (r !== v) (changed ??= new Map()).set(k, r);
    }
    if (changed === undefined) return value;
    const out: Record<string, unknown> = {};
    for (const k of keys) {
      const v = changed.has(k) ? changed.get(k) : src[k];
      // defineProperty for a key named __proto__, so it stays a key, as in redactValue.
      if (k === '__proto__')
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      else out[k] = v;
    }
    return out;
  }
  return value;
}
