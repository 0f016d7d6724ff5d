/**
 * A request body against paycert's request schema (schemas/, through the
 * generated validators). The schemas hold paycert's reading where the spec
 * says "not shown" (required fields, closed objects), so the client judge
 * calls this for OBSERVATIONS only. Fields that a MUST check already failed
 * on this exchange are left out, so one mistake is reported once.
 */
import type { SchemaName } from '../../../../generated/schemas.js';
import { validate } from '../../validation/validate.js';
import { holds } from '../deviation.js';

export function checkValidAgainstSchema(
  schema: SchemaName,
  body: unknown,
  request: string,
  alreadyFailed: readonly string[] = [],
  /** Where `body` sits in the request, when it is not the whole body (`parameters.recipientDetails`). */
  at = '',
): void {
  const result = validate(schema, body);
  if (result.ok) return;
  const covered = (pointer: string): boolean =>
    alreadyFailed.some((f) => {
      const p = `/${f.replace(/\./g, '/')}`;
      return pointer === p || pointer.startsWith(`${p}/`);
    });
  const errors = result.errors.filter((e) => !covered(e.pointer));
  const first = errors[0];
  const where = at === '' ? '' : `${at} `;
  holds(first === undefined, `${where}not valid against schemas/${schema}.json: ${first?.message ?? ''}`, {
    request,
    field: `${at}${first?.pointer ?? ''}`,
    expected: `schemas/${schema}.json (${errors.length} problem(s))`,
    actual: first?.value,
  });
}
