/**
 * A 2xx answer whose body matches the named schema (schemas/terminal/). The
 * requirement id is the caller's: one schema check serves TM-PING-1,
 * TM-DEV-1, TM-SET-1, TM-LIST-1, TM-TXN-1, TM-SCR-1, TM-RCPT-5.
 */
import type { SchemaName } from '../../../generated/schemas.js';
import { formatErrors, validate } from '../../validation/validate.js';
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx } from './documentParts.js';

export function checkDocumentSchema(requirementId: string, schema: SchemaName, r: TerminalResponse): void {
  ensure(is2xx(r), requirementId, `expected a 2xx answer: ${describeResponse(r)}`);
  ensure(r.body !== undefined, requirementId, `${r.request}: the body is not JSON`);
  const v = validate(schema, r.body);
  if (!v.ok) ensure(false, requirementId, `${r.request}: ${formatErrors(schema, v.errors)}`);
}
