/** A document matches its JSON Schema (schemas/gateway/*.json); unlisted fields are accepted. */
import type { SchemaName } from '../../../generated/schemas.js';
import { formatErrors, validate } from '../../validation/validate.js';
import { CheckFailure } from '../checkFailure.js';

export function checkSchema(name: SchemaName, doc: unknown, id: string): void {
  const v = validate(name, doc);
  if (!v.ok) throw new CheckFailure(id, formatErrors(name, v.errors.slice(0, 8)));
}
