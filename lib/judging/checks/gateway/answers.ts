/**
 * Checks of a gateway answer as a whole: its status, that it is JSON, that it
 * matches its schema, and the shape of a refusal (an observation only: the
 * spec shows neither error codes nor error bodies).
 */
import type { SchemaName } from '../../../../generated/schemas.js';
import type { GatewayResponse } from '../../../targets/gateway/gatewayClient.js';
import { formatErrors, validate } from '../../validation/validate.js';
import { holds } from '../deviation.js';
import { equalsAt, valueAt } from './fields.js';

/** A 200-class answer (Endpoints A: "200-class response"). `what` names the request. */
export function checkAccepted(res: GatewayResponse, what = 'the request'): void {
  holds(res.status >= 200 && res.status < 300, `${what} was not accepted: it answered ${res.status}`, {
    request: what,
    status: res.status,
    expected: 'a 200-class status',
    actual: res.status,
  });
}

/** Exactly 201 (Errors, rule 1: "A payment job created successfully returns HTTP 201."). */
export function checkCreated(res: GatewayResponse, what = 'POST /api/gateway/payment-jobs'): void {
  holds(res.status === 201, `${what} answered ${res.status}, not 201`, {
    request: what,
    status: res.status,
    expected: 201,
    actual: res.status,
  });
}

/**
 * Refused: any 4xx or 5xx. The spec shows no status codes ("Other response
 * codes of the gateway: not shown"), so what matters is that the request was
 * not accepted; the code itself is only observed (refusalShape).
 */
export function checkRefused(res: GatewayResponse, what = 'the request'): void {
  holds(res.status >= 400, `${what} must be refused, yet it answered ${res.status}`, {
    request: what,
    status: res.status,
    expected: 'a refusal (4xx or 5xx)',
    actual: res.status,
  });
}

/**
 * "Bodies are JSON." (Endpoints A): the body parses as JSON, and a declared
 * charset is UTF-8 (RFC 8259: JSON between systems is UTF-8). The media type
 * itself is not named by the spec, so it is not judged.
 */
export function checkJsonAnswer(res: GatewayResponse): void {
  holds(res.body !== undefined, 'the body is not JSON', {
    status: res.status,
    expected: 'a JSON body',
    actual: `${res.contentType ?? 'no Content-Type'}, ${res.text.length} characters`,
  });
  const charset = /charset=([^;]+)/i
    .exec(res.contentType ?? '')?.[1]
    ?.trim()
    .replace(/"/g, '');
  holds(charset === undefined || /^utf-?8$/i.test(charset), `the answer declares charset ${charset ?? ''}`, {
    field: 'Content-Type',
    expected: 'UTF-8 or no charset',
    actual: res.contentType,
  });
}

/** The document matches its JSON Schema (schemas/gateway/*.json; unlisted fields are accepted). */
export function checkMatchesSchema(name: SchemaName, doc: unknown): void {
  const v = validate(name, doc);
  if (v.ok) return;
  const first = v.errors[0];
  holds(false, formatErrors(name, v.errors.slice(0, 8)), {
    ...(first === undefined ? {} : { field: first.pointer }),
    expected: `a document of ${name}`,
  });
}

/** GET /api/gateway/payment-jobs/<reference> answered 2xx with the payment job response of that job. */
export function checkRetrievedJob(res: GatewayResponse, reference: string, what = 'the retrieval'): void {
  checkAccepted(res, what);
  checkMatchesSchema('gateway/payment-job-response', res.body);
  equalsAt(res.body, 'data.reference', reference, 'as asked for');
}

/**
 * OBSERVATION (Errors, rules 2-3: codes and body not shown): a refusal is
 * expected with one of `statuses` and a body in a known shape, the field
 * notes' error envelope or an RFC 9457 problem details body. Only ever
 * verified under an OBSERVATION id.
 */
export function checkRefusalShape(res: GatewayResponse, statuses: readonly number[]): void {
  holds(statuses.includes(res.status), `status ${res.status} where ${statuses.join(' or ')} was expected`, {
    status: res.status,
    expected: statuses,
    actual: res.status,
  });
  const known =
    validate('gateway/error-envelope', res.body).ok || validate('gateway/problem-details', res.body).ok;
  holds(known, 'the refusal body is neither the error envelope nor problem details', {
    status: res.status,
    expected: 'errorReport.errors[] or RFC 9457 problem details',
    actual: `${res.contentType ?? 'no Content-Type'}, ${res.text.length} characters`,
  });
}

/** OBSERVATION (Errors, rule 2): a refused request leaves a stored job as it was. */
export function checkJobUnchanged(before: unknown, after: unknown): void {
  for (const path of [
    'data.paymentStatus',
    'data.amountToCollect',
    'data.lastUpdateTimeUtc',
    'data.payments',
  ]) {
    const [b, a] = [JSON.stringify(valueAt(before, path)), JSON.stringify(valueAt(after, path))];
    holds(a === b, `${path} changed after a refused request`, { field: path, expected: b, actual: a });
  }
}
