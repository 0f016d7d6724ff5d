/**
 * Authentication (Authentication > B. Terminal; Endpoints B, column
 * "Authorized"): "Endpoints marked authorized are authorized endpoints."
 * "The credential mechanism: not shown", so a refusal is judged only as a
 * refusal: any 4xx that does not claim success, whatever its body (a 403
 * with a text body is one). Its code and body are observations.
 */
import { holds } from '../deviation.js';
import { describe, evidence, successOf, type TerminalResponse } from './exchange.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

/**
 * An authorized endpoint refuses the request. `authorized`, when given, is
 * the same request with the configured credentials: a 4xx that equals it
 * (e.g. 404 for an unknown id) shows the endpoint never looked at the
 * credentials, so it is no refusal unless it is 401 or 403.
 */
export function checkRefused(r: TerminalResponse, authorized?: TerminalResponse): void {
  holds(
    r.status >= 400 && r.status < 500 && successOf(r) !== true,
    `an authorized endpoint answered: ${describe(r)}`,
    evidence(r, { expected: 'a 4xx refusal', actual: r.status }),
  );
  const same = authorized !== undefined && authorized.status === r.status && authorized.text === r.text;
  holds(
    !same || r.status === 401 || r.status === 403,
    `answered exactly as with valid credentials: ${describe(r)}`,
    evidence(r),
  );
}

/** Observation (field notes "Transport and credentials"): a refusal is 401 or 403 with success false. */
export function checkRefusalAsExpected(r: TerminalResponse): void {
  holds(
    r.status === 401 || r.status === 403,
    `expected 401 or 403: ${describe(r)}`,
    evidence(r, { expected: [401, 403], actual: r.status }),
  );
  holds(
    isJsonObject(r.body) && r.body.success === false,
    `the refusal body carries no success false: ${describe(r)}`,
    evidence(r, { field: 'success', expected: false, actual: successOf(r) }),
  );
}

/**
 * Observation (Endpoints B: "not shown for this endpoint"): print.json and
 * the receipts answer without credentials; a warning, since the rest of the
 * API is guarded.
 */
export function checkEndpointGuarded(anonymous: TerminalResponse): void {
  holds(
    anonymous.status === 401 || anonymous.status === 403,
    `answered without credentials (not refused): ${describe(anonymous)}`,
    evidence(anonymous),
  );
}
