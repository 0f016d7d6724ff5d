/** GW-TKN-2 (Endpoints A, rule 1; A. payment attributes: token): the paid job read back carries a numeric token. */
import { ensure } from '../checkFailure.js';
import { paymentToken } from './paymentToken.js';

export function checkTokenPresent(doc: unknown): string {
  const t = paymentToken(doc, 'GW-TKN-2');
  ensure(
    typeof t === 'string' && /^\d+$/.test(t),
    'GW-TKN-2',
    'the paid job carries no numeric token attribute although GenerateToken was requested',
  );
  return t;
}
