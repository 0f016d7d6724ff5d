/**
 * Card checks of tokenisation and new-card payments (spec A. Card
 * tokenisation request): Luhn, expiry not in the past, and the card's
 * profile from the shared test-card table.
 */
import { defaultCardProfile, findTestCard } from '../../lib/targets/gateway/testCards.js';
import { luhnValid } from '../../lib/reporting/redaction/redact.js';
import { GatewayError, errors } from './errors.js';
import type { CardProfile } from './model.js';

export function cardProfile(number: string): CardProfile {
  const c = findTestCard(number);
  if (c !== undefined) return c;
  const brand = number.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'Mastercard' : 'Card';
  return { ...defaultCardProfile, brand };
}

export function checkLuhn(number: string, field: string): void {
  if (!luhnValid(number))
    throw new GatewayError(errors.invalidCardNumber, `${field} fails the Luhn check`, field);
}

/** A card is valid to the end of its expiry month (UTC). Two-digit years are 20YY. */
export function checkNotExpired(month: string, year: string, nowMs: number, field: string): void {
  const now = new Date(nowMs);
  const y = 2000 + Number(year);
  const m = Number(month);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (y * 12 + m < current) {
    throw new GatewayError(errors.cardExpired, `${field}: card expired ${month}/${year}`, field);
  }
}

/** Cards enrolled for 3-D Secure 2.2 need the cardholder's name (spec A. Card tokenisation request). */
export function checkHolderName(profile: CardProfile, name: string | undefined, field: string): void {
  if (profile.requiresCardHolderName && (name === undefined || name.trim() === '')) {
    throw new GatewayError(
      errors.cardHolderNameRequired,
      `${field} is required: the card is enrolled for 3-D Secure ${profile.threeDSecureVersion}`,
      field,
    );
  }
}
