/** Renders the tokenisation response (spec A. Card tokenisation response). */
import type { GatewayTokenisationResponse } from '../../generated/types/gateway/tokenisation-response.js';
import { maskPan } from '../../lib/redaction/redact.js';
import type { FaultSet } from './faults.js';
import type { TokenRecord } from './model.js';

export function renderTokenisation(rec: TokenRecord, faults: FaultSet): GatewayTokenisationResponse {
  const n = rec.card.number;
  const data: GatewayTokenisationResponse['data'] = {
    token: rec.token,
    cardExpiryMonth: rec.card.expiryMonth,
    cardExpiryYear: faults.has('expiry-not-two-digits') ? `20${rec.card.expiryYear}` : rec.card.expiryYear,
    // First six, asterisks, last four; the fault keeps only four in front.
    truncatedCardNumber: faults.has('truncation-wrong')
      ? `${n.slice(0, 4)}${'*'.repeat(n.length - 8)}${n.slice(-4)}`
      : maskPan(n),
  };
  // tokenisation-no-data-wrapper: the fields at the top level.
  return faults.has('tokenisation-no-data-wrapper')
    ? (data as unknown as GatewayTokenisationResponse)
    : { data };
}
