/**
 * Authentication (A. Authentication, rules 1-3): a request spoiled one way
 * (Hash, key, body or ConfigurationId) is refused, and the same request
 * correctly signed is accepted, else the refusal would prove nothing.
 */
import type { GatewayResponse } from '../../gateway/gatewayClient.js';
import { accepted, refused } from './answers.js';

export function spoiledRefused(control: GatewayResponse, spoiled: GatewayResponse, what: string): void {
  accepted(control, 'the correctly signed control request');
  refused(spoiled, `a request with ${what}`);
}
