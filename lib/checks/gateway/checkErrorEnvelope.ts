/**
 * OBSERVATION (spec A. Errors, rules 2-3: codes and body not shown): a
 * refusal is expected with one of the field notes' status codes and the
 * real gateway's error envelope. Only ever used with OBSERVATION ids.
 */
import type { GatewayResponse } from '../../gateway/gatewayClient.js';
import { validate } from '../../validation/validate.js';
import { ensure } from '../checkFailure.js';

export function checkErrorEnvelope(
  res: GatewayResponse,
  id: string,
  expectedStatuses: readonly number[],
): void {
  ensure(
    expectedStatuses.includes(res.status),
    id,
    `status ${res.status} where the field notes expect ${expectedStatuses.join(' or ')}`,
  );
  const v = validate('gateway/error-envelope', res.body);
  ensure(
    v.ok,
    id,
    `the error body is not the field notes' envelope (errorReport.errors[].code, isFatalError)`,
  );
}
