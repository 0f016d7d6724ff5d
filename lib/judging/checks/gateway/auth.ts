/**
 * Authentication (A. Authentication, rules 1-3): a request spoiled one way
 * (Hash, key, body or ConfigurationId) is refused, and the same request
 * correctly signed is accepted, else the refusal would prove nothing.
 */
import type { GatewayResponse } from '../../../targets/gateway/gatewayClient.js';
import { checkAccepted, checkRefused } from './answers.js';

export function checkSpoiledRefused(control: GatewayResponse, spoiled: GatewayResponse, what: string): void {
  checkAccepted(control, 'the correctly signed control request');
  checkRefused(spoiled, `a request with ${what}`);
}
