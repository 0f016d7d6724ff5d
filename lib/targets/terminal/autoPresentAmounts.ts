/**
 * Automatic mode of the terminal simulator: a started sale or refund gets a
 * card after a short delay, chosen by the last two digits of the amount (the
 * minor units), so a suite can ask for an outcome through the public API alone.
 * Amounts above the contactless limit get the limit-exceeded flow.
 */
import { defaultTestCardId } from './testCards.js';

/** Last two digits of `amount` -> test card id. Every other ending gets the default card (approved). */
export const autoPresentAmounts: Readonly<Record<string, string>> = {
  '51': 'visa-wave2-contactless-declined',
  '52': 'visa-msd-contactless-host-error',
  '53': 'jcb-emv-chip-card-declines',
  '54': 'visa-deferred-auth',
  '55': 'visa-sca-single-tap',
  '56': 'visa-contactless-fallback-insert',
  '57': 'mastercard-contactless-limit',
  '61': 'mastercard-swipe-signature',
  '62': 'amex-emv-chip-online-pin',
  '63': 'mastercard-chip-offline-pin',
  '64': 'visa-keyed',
};

/** Above this amount (minor units) a contactless default card triggers the limit-exceeded flow. */
export const contactlessLimit = 10000;

/** The card automatic mode presents for this amount. */
export function autoPresentCardId(amount: number): string {
  const cents = String(Math.abs(Math.trunc(amount)) % 100).padStart(2, '0');
  const named = autoPresentAmounts[cents];
  if (named !== undefined) return named;
  return amount > contactlessLimit ? 'mastercard-contactless-limit' : defaultTestCardId;
}
