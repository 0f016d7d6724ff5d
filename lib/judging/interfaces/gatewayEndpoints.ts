/**
 * The gateway's endpoints (spec: Endpoints > A. Gateway), written once: the
 * simulator routes by them, the client judge, the firmware profile and replay
 * find an exchange's endpoint by `matchGateway`, and tools/openapi builds the
 * document's paths from them (in this order).
 */
import { routeMatcher, type Endpoint } from './routeTable.js';

const section = 'Endpoints > A. Gateway';

/**
 * `authorized`: "Each request carries the header `ConfigurationId`" and
 * `Hash` (Authentication > A, rules 1-2), yet "Request headers required on
 * GET: not shown" (Endpoints > A, rule 4).
 */
export const gatewayEndpoints = {
  tokeniseCard: {
    method: 'POST',
    path: '/api/gateway/card-tokenisation',
    authorized: 'yes',
    request: 'gateway/tokenisation-request',
    response: 'gateway/tokenisation-response',
    section,
  },
  createPaymentJob: {
    method: 'POST',
    path: '/api/gateway/payment-jobs',
    authorized: 'yes',
    request: 'gateway/payment-job-request',
    response: 'gateway/payment-job-response',
    section,
  },
  getPaymentJob: {
    method: 'GET',
    path: '/api/gateway/payment-jobs/{reference}',
    authorized: 'not shown',
    response: 'gateway/payment-job-response',
    section,
  },
} as const satisfies Record<string, Endpoint>;

export type GatewayEndpointId = keyof typeof gatewayEndpoints;

/** The endpoint of a gateway request (`path` from `/api/gateway/`, a query string allowed); undefined: not in the table. */
export const matchGateway = routeMatcher<GatewayEndpointId>(gatewayEndpoints);
