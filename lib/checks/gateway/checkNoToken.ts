/**
 * GW-TKN-1 (Endpoints A, rule 1: a token only after the checks pass) on a
 * pending job, GW-TKN-4 on a failed one: no token attribute.
 */
import { ensure } from '../checkFailure.js';
import { paymentToken } from './paymentToken.js';

export function checkNoToken(doc: unknown, id: 'GW-TKN-1' | 'GW-TKN-4'): void {
  const t = paymentToken(doc, id);
  ensure(
    t === undefined || t === null || t === '',
    id,
    'the payment carries a token before 3-D Secure passed',
  );
}
