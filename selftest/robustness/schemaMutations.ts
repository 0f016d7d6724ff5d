/**
 * Invalid requests derived from a valid one and its JSON schema: every
 * field (a path in the valid document) given a value of the wrong JSON
 * type, every required field removed, an unknown field added where the
 * schema closes the object, boundary values for the amounts, deep nesting,
 * and invalid UTF-8. Each mutation knows the field a refusal must name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

export type Path = readonly (string | number)[];

export interface Mutation {
  readonly kind: 'wrong-type' | 'missing' | 'extra' | 'boundary' | 'deep' | 'invalid-utf8';
  /** The field the refusal must name (its last key; `body` for the whole body). */
  readonly field: string;
  /** The request body as bytes. */
  readonly body: Buffer;
  readonly describe: string;
}

/** `required` and `additionalProperties: false` of an object schema, read from schemas/<name>.json. */
export function schemaShape(name: string): { required: readonly string[]; closed: boolean } {
  const file = join(process.cwd(), 'schemas', `${name}.json`);
  const s = JSON.parse(readFileSync(file, 'utf8')) as { required?: string[]; additionalProperties?: boolean };
  return { required: s.required ?? [], closed: s.additionalProperties === false };
}

/** Every path to a value in a JSON document (objects and arrays walked). */
export function pathsOf(doc: unknown, prefix: Path = []): Path[] {
  if (doc === null || typeof doc !== 'object') return [prefix];
  const own: Path[] = prefix.length === 0 ? [] : [prefix];
  const entries: [string | number, unknown][] = Array.isArray(doc)
    ? doc.map((v, i) => [i, v])
    : Object.entries(doc as Record<string, unknown>);
  return [...own, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

function setAt(doc: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let cur = copy;
  for (const k of path.slice(0, -1)) cur = cur[k] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return value;
  if (value === undefined) delete cur[last];
  else cur[last] = value;
  return copy;
}

function lastKey(path: Path): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return 'body';
}

function bytes(doc: unknown): Buffer {
  return Buffer.from(JSON.stringify(doc), 'utf8');
}

/** A value of another JSON type than `v`. */
function otherTypes(v: unknown): fc.Arbitrary<unknown> {
  const all: [string, fc.Arbitrary<unknown>][] = [
    ['string', fc.string({ maxLength: 8 })],
    ['number', fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.integer(), { maxLength: 2 })],
    ['object', fc.constant({ x: 1 })],
  ];
  const type = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  return fc.oneof(...all.filter(([t]) => t !== type).map(([, a]) => a));
}

export interface MutationPlan {
  /** A valid request. */
  readonly valid: unknown;
  /** Paths whose values are free text: a wrong type there may still be... refused, but only paths listed here get wrong types. */
  readonly typed: readonly Path[];
  readonly required: readonly string[];
  readonly closed: boolean;
  /** Boundary values (each invalid) by path. */
  readonly boundaries: readonly { path: Path; values: readonly unknown[] }[];
}

export function mutations(plan: MutationPlan): fc.Arbitrary<Mutation> {
  const { valid } = plan;
  const wrongType = fc.constantFrom(...plan.typed).chain((path) =>
    otherTypes(pathValue(valid, path)).map((v) => ({
      kind: 'wrong-type' as const,
      field: lastKey(path),
      body: bytes(setAt(valid, path, v)),
      describe: `${path.join('.')} = ${JSON.stringify(v)}`,
    })),
  );
  const missing = fc.constantFrom(...(plan.required.length > 0 ? plan.required : ['-'])).map((key) => ({
    kind: 'missing' as const,
    field: key,
    body: bytes(setAt(valid, [key], undefined)),
    describe: `without ${key}`,
  }));
  const extra = fc.stringMatching(/^[a-z][a-zA-Z]{2,10}$/).map((key) => ({
    kind: 'extra' as const,
    field: `zz${key}`,
    body: bytes({ ...(valid as object), [`zz${key}`]: 1 }),
    describe: `extra key zz${key}`,
  }));
  const boundary = fc.constantFrom(...plan.boundaries).chain(({ path, values }) =>
    fc.constantFrom(...values).map((v) => ({
      kind: 'boundary' as const,
      field: lastKey(path),
      body: bytes(setAt(valid, path, v)),
      describe: `${path.join('.')} = ${JSON.stringify(v)}`,
    })),
  );
  const deep = fc
    .tuple(fc.constantFrom(...plan.typed), fc.integer({ min: 40, max: 3_000 }))
    .map(([path, depth]) => ({
      kind: 'deep' as const,
      field: lastKey(path),
      body: Buffer.from(
        JSON.stringify(setAt(valid, path, '\u0000DEEP\u0000')).replace(
          '"\\u0000DEEP\\u0000"',
          `${'['.repeat(depth)}${']'.repeat(depth)}`,
        ),
      ),
      describe: `${path.join('.')} nested ${depth} deep`,
    }));
  const invalidUtf8 = fc
    .constantFrom(Buffer.from([0xff]), Buffer.from([0xc3]), Buffer.from([0xed, 0xa0, 0x80]))
    .map((bad) => {
      const text = JSON.stringify(valid);
      const at = text.indexOf('"') + 1;
      return {
        kind: 'invalid-utf8' as const,
        field: 'body',
        body: Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at))]),
        describe: `invalid UTF-8 ${bad.toString('hex')}`,
      };
    });
  return fc.oneof(
    wrongType,
    ...(plan.required.length > 0 ? [missing] : []),
    ...(plan.closed ? [extra] : []),
    ...(plan.boundaries.length > 0 ? [boundary] : []),
    deep,
    invalidUtf8,
  );
}

function pathValue(doc: unknown, path: Path): unknown {
  let cur = doc as Record<string | number, unknown> | undefined;
  for (const k of path) cur = cur?.[k] as Record<string | number, unknown> | undefined;
  return cur;
}
