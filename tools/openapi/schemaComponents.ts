/**
 * Turns the files of schemas/ into OpenAPI `components.schemas` (the schemas
 * are the only hand-written contract, so the documents copy nothing). Each document
 * schema becomes one component named like its generated type
 * (`terminal/transaction` -> `TerminalTransaction`); each `$defs` entry becomes
 * its own component (`common/formats#/$defs/uuid` -> `CommonFormatsUuid`), so
 * tools that resolve only `#/components/schemas/<name>` follow every `$ref`.
 * `$id` and `$schema` are dropped: the document's `jsonSchemaDialect` names
 * 2020-12, and an `$id` would re-base the rewritten local references.
 */
import { posix } from 'node:path';

/** One file of schemas/: `name` is its path without `.json`, e.g. `terminal/transaction`. */
export interface ContractSchema {
  readonly name: string;
  readonly schema: Record<string, unknown>;
}

export type JsonObject = Record<string, unknown>;

export function pascal(name: string): string {
  return name
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
    .join('');
}

/** The component a schema file (`def` undefined) or one of its `$defs` entries becomes. */
export function componentName(file: string, def?: string): string {
  return def === undefined ? pascal(file) : pascal(file) + pascal(def);
}

export function refTo(component: string): { $ref: string } {
  return { $ref: `#/components/schemas/${component}` };
}

/** The component a `$ref` written in schemas/<from>.json points at. */
function targetOf(ref: string, from: string): string {
  const [path = '', fragment = ''] = ref.split('#', 2);
  const file = path === '' ? from : posix.join(posix.dirname(from), path).replace(/\.json$/, '');
  if (fragment === '') return componentName(file);
  const def = /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
  if (def === undefined) throw new Error(`schemas/${from}.json: $ref ${ref} is not a file or a $defs entry`);
  return componentName(file, def);
}

/** A deep copy of `node` with every `$ref` of schemas/<from>.json pointing into components. */
function rewriteRefs(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((n) => rewriteRefs(n, from));
  if (node === null || typeof node !== 'object') return node;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' ? refTo(targetOf(v, from)).$ref : rewriteRefs(v, from);
  }
  return out;
}

/** Whether the root of a schema file describes a document, not only reusable `$defs`. */
function isDocumentSchema(schema: JsonObject): boolean {
  return ['type', 'properties', 'oneOf', 'anyOf', 'allOf', '$ref'].some((k) => k in schema);
}

/** Every component the files of schemas/ give, by name; throws when two names collide. */
export function schemaComponents(files: readonly ContractSchema[]): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  const add = (name: string, schema: unknown, from: string): void => {
    if (out.has(name))
      throw new Error(`component ${name} comes from two places (last: schemas/${from}.json)`);
    out.set(name, rewriteRefs(schema, from) as JsonObject);
  };
  for (const { name, schema } of files) {
    const { $schema: _dialect, $id: _id, $defs, ...root } = schema;
    for (const [def, s] of Object.entries(($defs ?? {}) as JsonObject))
      add(componentName(name, def), s, name);
    if (isDocumentSchema(schema)) add(componentName(name), root, name);
  }
  return out;
}

/** The components `roots` reach through `$ref`, in name order (so the output is stable). */
export function reachable(all: ReadonlyMap<string, JsonObject>, roots: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      const name =
        k === '$ref' && typeof v === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(v)?.[1] : undefined;
      if (name !== undefined && !seen.has(name)) {
        const target = all.get(name);
        if (target === undefined) throw new Error(`$ref to unknown component ${name}`);
        seen.add(name);
        visit(target);
      } else visit(v);
    }
  };
  visit(roots);
  return [...seen].sort();
}
