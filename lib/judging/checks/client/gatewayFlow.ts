/**
 * Observations on an application's payment flow (spec Endpoints A, rules 1-3:
 * create, redirect the shopper, then retrieve the job; a token from an
 * earlier issuing). The client judge keeps the state. Id-free.
 */
import { holds } from '../deviation.js';

export function checkTokenIssued(seen: boolean, request: string): void {
  holds(seen, 'the payment uses a token the proxy never saw issued', {
    request,
    field: 'parameters.token',
    expected: 'a token from a tokenisation answer or a retrieved payment job',
    actual: 'a token not seen issued',
  });
}

export function checkRetrievedAfterReturn(retrieved: boolean, request: string): void {
  holds(retrieved, "the application did not retrieve the payment job after the shopper's 3-D Secure step", {
    request,
    field: 'GET /api/gateway/payment-jobs/<reference>',
    expected: 'a retrieval after the return',
    actual: 'none seen',
  });
}
