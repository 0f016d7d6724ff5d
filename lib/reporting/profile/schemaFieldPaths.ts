/**
 * The field paths a schema of schemas/ describes, in shapeOf's path syntax,
 * following $ref (files and #/$defs), anyOf/oneOf/allOf and if/then/else. A
 * path ending in `.*` marks a map (additionalProperties or patternProperties
 * with a schema): its keys are data, not fields. Used to list fields a target
 * sends beyond the spec (the schemas accept them; the profile records them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = Record<string, unknown>;

export const schemasRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'schemas');

const cache = new Map<string, Schema>();

function load(file: string): Schema {
  let s = cache.get(file);
  if (s === undefined) {
    s = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    cache.set(file, s);
  }
  return s;
}

function pointer(doc: Schema, fragment: string): Schema | undefined {
  let cur: unknown = doc;
  for (const part of fragment.split('/').filter((p) => p !== '')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[decodeURIComponent(part)];
  }
  return cur !== null && typeof cur === 'object' ? (cur as Schema) : undefined;
}

function join2(path: string, key: string): string {
  return path === '$' ? key : `${path}.${key}`;
}

function collect(schema: Schema, file: string, path: string, out: Set<string>, depth: number): void {
  if (depth > 30) return;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const [target = '', fragment = ''] = ref.split('#');
    const refFile = target === '' ? file : resolve(dirname(file), target);
    const sub = pointer(load(refFile), fragment);
    if (sub !== undefined) collect(sub, refFile, path, out, depth + 1);
  }
  for (const k of ['anyOf', 'oneOf', 'allOf']) {
    const list = schema[k];
    if (Array.isArray(list)) for (const s of list as Schema[]) collect(s, file, path, out, depth + 1);
  }
  for (const k of ['if', 'then', 'else']) {
    const s = schema[k];
    if (s !== null && typeof s === 'object') collect(s as Schema, file, path, out, depth + 1);
  }
  const props = schema.properties;
  if (props !== null && typeof props === 'object') {
    for (const [key, sub] of Object.entries(props as Record<string, Schema>)) {
      const p = join2(path, key);
      out.add(p);
      collect(sub, file, p, out, depth + 1);
    }
  }
  const items = schema.items;
  if (items !== null && typeof items === 'object') {
    out.add(`${path}[]`);
    collect(items as Schema, file, `${path}[]`, out, depth + 1);
  }
  const extra = schema.additionalProperties;
  if ((extra !== null && typeof extra === 'object') || schema.patternProperties !== undefined) {
    out.add(join2(path, '*'));
  }
}

/** Paths described by `schemas/<name>.json`, or undefined when there is no such schema. */
export function schemaFieldPaths(name: string, root = schemasRoot): Set<string> | undefined {
  const file = join(root, `${name}.json`);
  if (!/^[a-z]+\/[a-z0-9-]+$/.test(name) || !existsSync(file)) return undefined;
  const out = new Set<string>();
  collect(load(file), file, '$', out, 0);
  return out;
}

function parentOf(path: string): string {
  const i = path.lastIndexOf('.');
  return i < 0 ? '$' : path.slice(0, i);
}

/** Shape paths the schema does not describe; only the topmost of an undescribed subtree. */
export function fieldsBeyondSchema(paths: Iterable<string>, described: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const p of paths) {
    if (p === '$' || p.endsWith('[]') || described.has(p)) continue;
    const parent = parentOf(p);
    if (described.has(join2(parent, '*'))) continue;
    if (parent === '$' || described.has(parent)) out.push(p);
  }
  return out.sort();
}
