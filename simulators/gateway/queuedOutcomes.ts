/**
 * The gateway's queueable outcomes (POST /_sim/outcomes): each is the
 * 3-D Secure page's choice the next opened page resolves with at once, as
 * if the shopper had pressed that button (the clientOutcomes names).
 * `gateway.token-paid` is the application's own doing (a payment with a
 * stored token), so it is not queued.
 */
import { queueableOutcomes } from '../kit/outcomeQueue.js';
import type { ThreeDSecureChoice } from './model.js';

export const gatewayQueueable = queueableOutcomes('gateway', 'token-paid');

export type GatewayQueued = (typeof gatewayQueueable)[number];

/** The form value each outcome stands for (threeDSecurePage.ts). */
export const queuedChoice: Readonly<Record<GatewayQueued, ThreeDSecureChoice>> = {
  '3ds-passed': 'success',
  '3ds-failed': 'failed',
  '3ds-not-authenticated': 'not-authenticated',
  '3ds-cancelled': 'cancel',
};
