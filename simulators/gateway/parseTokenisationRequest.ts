/**
 * Route → validate for POST /api/gateway/card-tokenisation (spec A. Card
 * tokenisation request): keys matched case-insensitively, the schema, then
 * the card rules a schema cannot hold (Luhn, expiry, 3-D Secure 2.2 name).
 *
 * Its fault check changes what a request may hold (acceptance, not an answer's shape): a branch.
 */
import { validate } from '../../lib/judging/validation/validate.js';
import { tokenisationKeys } from '../../lib/judging/checks/client/gatewayRequest.js';
import { canonicalKeys, knownKeys } from './canonicalKeys.js';
import { checkHolderName, checkLuhn, checkNotExpired, cardProfile } from './cardChecks.js';
import { GatewayError, errors } from './errors.js';
import type { FaultSet } from './faults.js';
import type { CardDetails } from './model.js';
import { schemaErrorDetails } from './schemaErrors.js';
import { isJsonObject } from '../../lib/support/json/isJsonObject.js';

// The keys of the spec's table, as the client judge reads them (one list of them).
const keys = knownKeys(tokenisationKeys);

export function parseTokenisationRequest(doc: unknown, nowMs: number, faults: FaultSet): CardDetails {
  if (!isJsonObject(doc)) throw new GatewayError(errors.validation, 'body must be a JSON object', 'body');
  const canon = canonicalKeys(doc, keys, '');
  const v = validate('gateway/tokenisation-request', canon);
  if (!v.ok) throw new GatewayError(errors.validation, schemaErrorDetails(v.errors));
  const req = v.value;
  checkLuhn(req.cardNumber, 'cardNumber');
  checkNotExpired(req.cardExpiryMonth, req.cardExpiryYear, nowMs, 'cardExpiryMonth');
  const profile = cardProfile(req.cardNumber);
  const holderName = req.CardHolderName ?? req.cardHolderName;
  if (!faults.has('card-holder-name-not-required')) checkHolderName(profile, holderName, 'CardHolderName');
  return {
    number: req.cardNumber,
    expiryMonth: req.cardExpiryMonth,
    expiryYear: req.cardExpiryYear,
    ...(holderName === undefined ? {} : { holderName }),
    profile,
  };
}
