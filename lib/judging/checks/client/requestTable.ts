/**
 * A request body against the schema of the spec's request table
 * (schemas/gateway/*-table.json): each field's type and format exactly as the
 * table's words give them, the one source that paycert's strict request
 * schemas (what its simulator accepts) refer to as well. Every error is a
 * deviation from the spec's words. The client judge takes the errors of each
 * requirement's fields in turn (takeErrors) and judges it by them
 * (asTabled); the errors left belong to the requirement of the other fields.
 * Id-free: asTabled throws a Deviation via holds().
 */
import type { SchemaName } from '../../../../generated/schemas.js';
import { validate, type SchemaError } from '../../validation/validate.js';
import { holds } from '../deviation.js';

/** The table's errors, deepest first; an `if` error is left out (its `then` error is listed itself). */
export function tableErrors(schema: SchemaName, body: unknown): SchemaError[] {
  const v = validate(schema, body);
  return v.ok ? [] : v.errors.filter((e) => e.rule !== 'if');
}

/** `/parameters/cardExpiryMonth` as a field name: `parameters.cardExpiryMonth`. */
export function fieldOfPointer(pointer: string): string {
  return pointer.replace(/^\//, '').replace(/\//g, '.');
}

function under(pointer: string, field: string): boolean {
  const p = `/${field.replace(/\./g, '/')}`;
  return pointer === p || pointer.startsWith(`${p}/`);
}

/**
 * Removes from `errors` and returns those at or under one of `fields`
 * (dotted: `parameters.mcc`), of `rule` only when it is given; with no
 * fields, every error left.
 */
export function takeErrors(errors: SchemaError[], fields?: readonly string[], rule?: string): SchemaError[] {
  const taken: SchemaError[] = [];
  for (let i = errors.length - 1; i >= 0; i--) {
    const e = errors[i];
    if (e === undefined) continue;
    if (rule !== undefined && e.rule !== rule) continue;
    if (fields !== undefined && !fields.some((f) => under(e.pointer, f))) continue;
    taken.unshift(e);
    errors.splice(i, 1);
  }
  return taken;
}

/** The fields held what the table says: no error of theirs. */
export function checkAsTabled(errors: readonly SchemaError[], schema: SchemaName, request: string): void {
  const first = errors[0];
  holds(
    first === undefined,
    `${first?.message ?? ''}: not as the spec's table gives it${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`,
    {
      request,
      field: fieldOfPointer(first?.pointer ?? ''),
      expected: `the table's type and format (schemas/${schema}.json)`,
      actual: first?.value,
    },
  );
}
