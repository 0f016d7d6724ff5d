/**
 * The real gateway matches request keys case-insensitively (field notes,
 * "Parameters beyond the spec table"). Before a request meets the schema,
 * its keys are rewritten to the schema's spelling; two spellings of one key
 * in the same object are ambiguous and refused.
 */
import { GatewayError, errors } from './errors.js';

/** The schema's spelling of each key, by its lower-case form; built once per schema. */
export interface KnownKeys {
  /** The schema's own spellings: most requests use them, and lower-casing allocates a string per key. */
  readonly exact: ReadonlySet<string>;
  readonly byLower: ReadonlyMap<string, string>;
}

export function knownKeys(names: readonly string[]): KnownKeys {
  return { exact: new Set(names), byLower: new Map(names.map((k) => [k.toLowerCase(), k])) };
}

function spelling(key: string, known: KnownKeys): string {
  return known.exact.has(key) ? key : (known.byLower.get(key.toLowerCase()) ?? key);
}

/**
 * Returns `obj` with its keys that match one of `known` case-insensitively
 * spelt as in `known`: `obj` itself when every key already is (most requests;
 * no copy), else a copy. Unknown keys stay as they are, so the schema can name
 * them. `where` prefixes field names in errors.
 */
export function canonicalKeys(
  obj: Record<string, unknown>,
  known: KnownKeys,
  where: string,
): Record<string, unknown> {
  const keys = Object.keys(obj);
  if (keys.every((k) => known.exact.has(k))) return obj;
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const name = spelling(key, known);
    if (Object.hasOwn(out, name)) {
      const earlier = keys.find((k) => k !== key && spelling(k, known) === name);
      throw new GatewayError(
        errors.validation,
        `${where}${key} and ${where}${earlier ?? name} are the same key (keys are case-insensitive); send it once`,
        `${where}${name}`,
      );
    }
    // defineProperty, not assignment: a key named __proto__ must stay a key (and be refused as
    // unknown), not become the object's prototype and smuggle fields past the schema (issue 13).
    Object.defineProperty(out, name, {
      value: obj[key],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
