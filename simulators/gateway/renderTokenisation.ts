/**
 * Renders the tokenisation response (spec A. Card tokenisation response).
 * Faults bend the finished answer (faultEntries/tokenisationFaults.ts).
 */
import type { GatewayTokenisationResponse } from '../../generated/types/gateway/tokenisation-response.js';
import { maskPan } from '../../lib/reporting/redaction/redact.js';
import type { TokenRecord } from './model.js';

export function renderTokenisation(rec: TokenRecord): GatewayTokenisationResponse {
  return {
    data: {
      token: rec.token,
      cardExpiryMonth: rec.card.expiryMonth,
      cardExpiryYear: rec.card.expiryYear,
      // First six, asterisks, last four.
      truncatedCardNumber: maskPan(rec.card.number),
    },
  };
}
