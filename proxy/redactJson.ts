/**
 * The redaction policy (lib/redaction/redact.ts, `redactValue`) applied to
 * a parsed JSON body with the same result, faster: the walk is the same,
 * and a string leaf goes through the policy only when it could hold
 * something the policy changes (a run of 12 digits, a Hash-length hex run,
 * a credential word, a literal secret, a JSON string); the rest is kept as
 * it is (bench: the policy on every leaf was most of the proxy's CPU). A
 * property self-test holds the equality (selftest/proxy/redactJson.spec.ts).
 */
import { isCardFieldName, isSecretFieldName, redactText, redactValue } from '../lib/redaction/redact.js';
import { textNeedsRedaction } from '../lib/redaction/textNeedsRedaction.js';

export { textNeedsRedaction };

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
  return walk(value, secrets, fieldName, undefined);
}

/**
 * `redactJson(value, secrets)` for a whole body, cheaper: one walk applies
 * the rules by field name and keeps every plain string leaf aside; the text
 * rule is then asked once, of all those leaves joined by NUL, instead of once
 * per leaf. NUL is no digit, hex digit, space, dash or word character, so no
 * pattern of the text rule spans two leaves, and a leaf the rule would change
 * makes the joined text need it too (each leaf is a part of it, bounded as at
 * its ends). Only when the joined text could need it does the walk run again,
 * leaf by leaf, as redactJson.
 */
export function redactJsonBody(value: unknown, secrets: readonly string[]): unknown {
  const leaves: string[] = [];
  const out = walk(value, secrets, undefined, leaves);
  if (leaves.length === 0 || !textNeedsRedaction(leaves.join('\u0000'), secrets)) return out;
  return walk(value, secrets, undefined, undefined);
}

/** With `leaves`, plain string leaves are collected there and kept, for the caller to judge together. */
function walk(
  value: unknown,
  secrets: readonly string[],
  fieldName: string | undefined,
  leaves: string[] | undefined,
): unknown {
  if (fieldName !== undefined && isSecretName(fieldName)) return redactValue(value, secrets, fieldName);
  if (typeof value === 'string') {
    if (value.startsWith('{')) return redactValue(value, secrets, fieldName);
    if (leaves !== undefined) {
      leaves.push(value);
      return value;
    }
    return textNeedsRedaction(value, secrets) ? redactValue(value, secrets, fieldName) : value;
  }
  // Array elements carry no field name, as in redactValue.
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      const r = walk(v, secrets, undefined, leaves);
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
      const r = walk(v, secrets, k, leaves);
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
