/**
 * The gateway's endpoints (spec: Endpoints > A. Gateway), written once: the
 * simulator routes by them, the client judge, the firmware profile and replay
 * find an exchange's endpoint by `matchGateway`, and tools/openapi builds the
 * document's paths from them (in this order).
 */
import { endpointTable, getRow, postRow, routeMatcher } from './routeTable.js';

/**
 * `authorized`: "Each request carries the header `ConfigurationId`" and
 * `Hash` (Authentication > A, rules 1-2), yet "Request headers required on
 * GET: not shown" (Endpoints > A, rule 4).
 */
export const gatewayEndpoints = endpointTable('Endpoints > A. Gateway', {
  tokeniseCard: postRow(
    '/api/gateway/card-tokenisation',
    'gateway/tokenisation-request',
    'gateway/tokenisation-response',
  ),
  createPaymentJob: postRow(
    '/api/gateway/payment-jobs',
    'gateway/payment-job-request',
    'gateway/payment-job-response',
  ),
  getPaymentJob: getRow('/api/gateway/payment-jobs/{reference}', 'gateway/payment-job-response', 'not shown'),
});

export type GatewayEndpointId = keyof typeof gatewayEndpoints;

/** The endpoint of a gateway request (`path` from `/api/gateway/`, a query string allowed); undefined: not in the table. */
export const matchGateway = routeMatcher<GatewayEndpointId>(gatewayEndpoints);
