/**
 * A random valid payment job request's variable parts (spec A. Payment job
 * request): amount, currency, locale, order number and the GenerateToken option.
 */
import fc from 'fast-check';
import { minorUnitsAmount } from './minorUnitsAmount.js';

export interface PaymentJobVariables {
  readonly amount: string;
  readonly currency: string;
  readonly locale: string | undefined;
  readonly orderNumber: string;
  readonly generateToken: boolean;
}

export function validPaymentJob(): fc.Arbitrary<PaymentJobVariables> {
  return fc.record({
    amount: minorUnitsAmount(),
    currency: fc.constantFrom('EUR', 'GBP', 'USD', 'SEK', 'CHF'),
    locale: fc.option(fc.constantFrom('en_GB', 'nl_NL', 'de_DE', 'fr_FR'), { nil: undefined }),
    orderNumber: fc.stringMatching(/^[A-Za-z0-9-]{1,24}$/).map((s) => `PC-${s}`),
    generateToken: fc.boolean(),
  });
}
