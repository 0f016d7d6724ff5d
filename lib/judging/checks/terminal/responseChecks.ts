/**
 * Checks of any terminal answer (Endpoints > B. Terminal; Errors; Versioning):
 * the schema of its body, the success boolean, the /api/v2/ prefix, ping, and
 * the observed shape of refusals the spec does not spell out.
 */
import type { SchemaName } from '../../../../generated/schemas.js';
import { terminalPrefix } from '../../interfaces/terminalEndpoints.js';
import { formatErrors, validate } from '../../validation/validate.js';
import { holds } from '../deviation.js';
import { describe, evidence, is2xx, successOf, type TerminalResponse } from './exchange.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

/** A 2xx answer whose body matches the schema (schemas/terminal/). */
export function checkAnswerSchema(schema: SchemaName, r: TerminalResponse): void {
  holds(is2xx(r), `expected a 2xx answer: ${describe(r)}`, evidence(r));
  holds(r.body !== undefined, `${r.request}: the body is not JSON`, evidence(r));
  const v = validate(schema, r.body);
  holds(v.ok, `${r.request}: ${v.ok ? '' : formatErrors(schema, v.errors)}`, evidence(r));
}

/**
 * Errors, rule 4: "On the terminal, bodies carry a `success` boolean." The
 * list may be a bare array, since its wrapper is "not shown".
 */
export function checkSuccessBoolean(r: TerminalResponse, options: { allowBareArray?: boolean } = {}): void {
  if (options.allowBareArray === true && Array.isArray(r.body)) return;
  holds(
    isJsonObject(r.body) && typeof r.body.success === 'boolean',
    `the body carries no success boolean: ${describe(r)}`,
    evidence(r, { field: 'success', expected: 'a boolean', actual: successOf(r) }),
  );
}

/** ping.json (not an authorized endpoint) answers without credentials: 2xx with success and ping booleans. */
export function checkPing(anonymous: TerminalResponse): void {
  checkAnswerSchema('terminal/ping', anonymous);
}

/**
 * Every endpoint answers under /api/v2/: a firmware that moved one answers
 * 404 or 405 there, or something that is not a JSON document.
 */
export function checkServedUnderPrefix(answers: readonly TerminalResponse[]): void {
  for (const r of answers) {
    holds(r.request.includes(terminalPrefix), `${r.request} is not under ${terminalPrefix}`, evidence(r));
    holds(
      r.status !== 404 && r.status !== 405 && (isJsonObject(r.body) || Array.isArray(r.body)),
      `no endpoint answers ${r.request}: ${describe(r)}`,
      evidence(r),
    );
  }
}

/** Observation: a status code the spec does not show, against the one the field notes lead to expect. */
export function checkObservedStatus(r: TerminalResponse, expected: readonly number[]): void {
  holds(
    expected.includes(r.status),
    `expected ${expected.join(' or ')}: ${describe(r)}`,
    evidence(r, { expected, actual: r.status }),
  );
}

/** Observation: a refusal as the field notes describe it, a 4xx answer with success false. */
export function checkRefusedWithSuccessFalse(r: TerminalResponse): void {
  holds(
    r.status >= 400 && r.status < 500 && successOf(r) === false,
    `expected a 4xx refusal with success false: ${describe(r)}`,
    evidence(r),
  );
}

/** Observation (field notes "Busy and unknown"): an error body carries a human description. */
export function checkErrorDescription(r: TerminalResponse): void {
  const b = r.body;
  const text = isJsonObject(b)
    ? [b.description, b.error, b.message].find((v) => typeof v === 'string' && v !== '')
    : undefined;
  holds(
    text !== undefined,
    `the error body has no description, error or message: ${describe(r)}`,
    evidence(r),
  );
}
