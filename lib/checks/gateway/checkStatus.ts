/** Status-code checks shared by many requirements: accepted (2xx), created (201), refused (4xx). */
import type { GatewayResponse } from '../../gateway/gatewayClient.js';
import { ensure } from '../checkFailure.js';

function seen(res: GatewayResponse): string {
  return `got ${res.status}`;
}

/** A 200-class answer (spec A. Endpoints: "200-class response"). */
export function checkAccepted(res: GatewayResponse, id: string, what = 'the request'): void {
  ensure(res.status >= 200 && res.status < 300, id, `${what} was not accepted: ${seen(res)}`);
}

/** Exactly this status (spec A. Errors, rule 1: a created payment job is 201). */
export function checkStatusIs(res: GatewayResponse, want: number, id: string, what = 'the answer'): void {
  ensure(res.status === want, id, `${what} must answer ${want}: ${seen(res)}`);
}

/**
 * Refused = a 4xx answer. The spec shows no error codes (Errors, rule 2), so
 * any 4xx counts; a 2xx is acceptance and a 5xx a crash, neither a refusal.
 */
export function checkRefused(res: GatewayResponse, id: string, what = 'the request'): void {
  ensure(res.status >= 400 && res.status < 500, id, `${what} must be refused (4xx): ${seen(res)}`);
}
