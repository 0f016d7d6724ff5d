/** Builds a card tokenisation request (spec A. Card tokenisation request). */
import { futureExpiry } from './futureExpiry.js';

export interface TokenisationOptions {
  readonly cardNumber: string;
  readonly cvc?: string;
  readonly month?: string;
  readonly year?: string;
  /** Sent as CardHolderName (the spec's spelling); omitted when undefined. */
  readonly cardHolderName?: string;
}

export function tokenisationRequest(o: TokenisationOptions): Record<string, string> {
  const e = futureExpiry();
  return {
    cardNumber: o.cardNumber,
    ...(o.cardHolderName === undefined ? {} : { CardHolderName: o.cardHolderName }),
    cardExpiryYear: o.year ?? e.year,
    cardExpiryMonth: o.month ?? e.month,
    cardCvc: o.cvc ?? '123',
  };
}
