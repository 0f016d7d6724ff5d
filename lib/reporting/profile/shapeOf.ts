/**
 * The SHAPE of a JSON document: for every field path, the JSON types seen,
 * and for the fields of `enumFields.ts` only, the enum-like values seen. No
 * other value is kept, so a profile cannot leak a card number, an amount or a
 * credential whatever the document holds. Array elements share the path
 * `name[]`.
 */
import { isSecretFieldName } from '../redaction/redact.js';
import { enumFieldNames, isEnumLikeValue } from './enumFields.js';

export type JsonType = 'string' | 'number' | 'boolean' | 'null' | 'object' | 'array';

export interface FieldShape {
  types: JsonType[];
  values?: string[];
}

/** Field path (`transaction.card_details.brand`, `receipt[].command`) -> shape. The root is `$`. */
export type Shape = Record<string, FieldShape>;

const maxDepth = 12;
const maxValuesPerField = 30;

export function jsonType(v: unknown): JsonType {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  const t = typeof v;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return 'object';
}

/**
 * Paths are field names a target chose, so a shape has no prototype: a key
 * named `toString` or `__proto__` must be a path like any other, not a
 * built-in property of Object.prototype.
 */
function emptyShape(): Shape {
  return Object.create(null) as Shape;
}

function add(shape: Shape, path: string, type: JsonType, value?: string): void {
  const f = Object.hasOwn(shape, path) ? (shape[path] as FieldShape) : (shape[path] = { types: [] });
  if (!f.types.includes(type)) f.types = [...f.types, type].sort();
  if (value !== undefined) {
    const values = f.values ?? [];
    if (!values.includes(value) && values.length < maxValuesPerField) f.values = [...values, value].sort();
  }
}

function walk(shape: Shape, path: string, name: string | undefined, v: unknown, depth: number): void {
  const type = jsonType(v);
  const enumName = name !== undefined && enumFieldNames.has(name) && !isSecretFieldName(name);
  add(shape, path, type, enumName && typeof v === 'string' && isEnumLikeValue(v) ? v : undefined);
  if (depth >= maxDepth) return;
  if (Array.isArray(v)) {
    // Elements of an enum array (attempted_sources) count as that field's values.
    for (const item of v) walk(shape, `${path}[]`, name, item, depth + 1);
  } else if (type === 'object') {
    for (const [k, child] of Object.entries(v as Record<string, unknown>)) {
      walk(shape, path === '$' ? k : `${path}.${k}`, k, child, depth + 1);
    }
  }
}

export function shapeOf(document: unknown): Shape {
  const shape = emptyShape();
  walk(shape, '$', undefined, document, 0);
  return shape;
}

/** Merges shape `b` into a copy of `a`: the union of paths, types and values. */
export function mergeShapes(a: Shape, b: Shape): Shape {
  const out = emptyShape();
  for (const s of [a, b]) {
    for (const [path, f] of Object.entries(s)) {
      for (const t of f.types) add(out, path, t);
      for (const v of f.values ?? []) add(out, path, f.types[0] ?? 'string', v);
    }
  }
  return out;
}
