/**
 * Every property name and every enumerated value (enum, const, default,
 * examples) that appears anywhere in schemas/.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface SchemaVocabulary {
  readonly properties: ReadonlySet<string>;
  readonly values: ReadonlySet<string>;
}

function walk(node: unknown, properties: Set<string>, values: Set<string>): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, properties, values);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  for (const key of ['properties', 'patternProperties']) {
    const props = obj[key];
    if (props !== null && typeof props === 'object') for (const p of Object.keys(props)) properties.add(p);
  }
  const required = obj.required;
  if (Array.isArray(required)) for (const r of required) if (typeof r === 'string') properties.add(r);
  for (const key of ['enum', 'examples']) {
    const list = obj[key];
    if (Array.isArray(list)) for (const v of list) if (typeof v === 'string') values.add(v);
  }
  for (const key of ['const', 'default']) {
    const v = obj[key];
    if (typeof v === 'string') values.add(v);
  }
  for (const v of Object.values(obj)) walk(v, properties, values);
}

export function schemaVocabulary(dir = 'schemas'): SchemaVocabulary {
  const properties = new Set<string>();
  const values = new Set<string>();
  const files = readdirSync(dir, { withFileTypes: true, recursive: true }).filter(
    (e) => e.isFile() && e.name.endsWith('.json'),
  );
  for (const f of files)
    walk(JSON.parse(readFileSync(join(f.parentPath, f.name), 'utf8')), properties, values);
  return { properties, values };
}
