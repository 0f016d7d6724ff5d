/**
 * Typed wrapper over the generated standalone validators: returns the value
 * typed on success, or readable errors (JSON pointer, rule, value with
 * secrets masked) on failure.
 */
import type { ErrorObject } from 'ajv';
import { validators, type SchemaName, type SchemaTypes } from '../../../generated/schemas.js';
import { redactValue } from '../../reporting/redaction/redact.js';

export interface SchemaError {
  /** JSON pointer of the offending value, `/` for the document itself. */
  pointer: string;
  /** The schema keyword that was broken, e.g. `required`, `pattern`. */
  rule: string;
  /** One readable sentence naming the field and the rule. */
  message: string;
  /** The offending value, redacted and shortened. */
  value: string;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: SchemaError[] };

function valueAt(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  let cur: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

function show(value: unknown, field: string | undefined): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(redactValue(value, [], field)) ?? typeof value;
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Turns ajv errors into readable ones; the most specific (deepest) first. */
export function describeErrors(errors: readonly ErrorObject[], doc: unknown): SchemaError[] {
  const out: SchemaError[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    let pointer = e.instancePath;
    if (e.keyword === 'required')
      pointer = `${pointer}/${String((e.params as { missingProperty: string }).missingProperty)}`;
    if (e.keyword === 'additionalProperties') {
      pointer = `${pointer}/${String((e.params as { additionalProperty: string }).additionalProperty)}`;
    }
    const field = pointer.split('/').pop() ?? '';
    const where = pointer === '' ? '/' : pointer;
    const message =
      e.keyword === 'required'
        ? `${where} is required`
        : e.keyword === 'additionalProperties'
          ? `${where} is not allowed here`
          : `${where} ${e.message ?? 'is invalid'} (${e.keyword})`;
    const key = `${where}|${e.keyword}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      pointer: where,
      rule: e.keyword,
      message,
      value: show(valueAt(doc, pointer), field || undefined),
    });
  }
  return out.sort((a, b) => b.pointer.split('/').length - a.pointer.split('/').length);
}

/** Validates a document against the named schema with the generated validator. */
export function validate<K extends SchemaName>(name: K, doc: unknown): Validation<SchemaTypes[K]> {
  const fn = validators[name];
  if (fn(doc)) return { ok: true, value: doc };
  return { ok: false, errors: describeErrors(fn.errors ?? [], doc) };
}

/** One line per error, for messages and reports. */
export function formatErrors(name: string, errors: readonly SchemaError[]): string {
  return [
    `document does not match schema ${name}:`,
    ...errors.map((e) => `  ${e.message}; value ${e.value}`),
  ].join('\n');
}
