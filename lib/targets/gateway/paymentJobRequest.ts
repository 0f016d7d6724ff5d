/**
 * Builds a payment job request (spec A. Payment job request and parameters):
 * `creditcard` as the request form, a card or a stored token, the return URLs
 * (field notes: parameters returnUrlSuccess/Failed/Cancelled), optional
 * GenerateToken, mcc and recipientDetails. Plain data: the client serialises it once.
 */
import type { GatewayTestCard } from './testCards.js';
import { futureExpiry } from './futureExpiry.js';

export interface ReturnUrlSet {
  readonly success: string;
  readonly failed: string;
  readonly cancelled: string;
}

export interface PaymentJobOptions {
  readonly card?: Pick<GatewayTestCard, 'number' | 'cvc'> & { readonly requiresCardHolderName?: boolean };
  readonly token?: string;
  readonly amount?: string;
  readonly currency?: string;
  readonly orderNumber?: string;
  /** Order lines ("Order lines are possible"; their element fields are not shown). */
  readonly orderLines?: readonly Record<string, unknown>[];
  readonly locale?: string;
  readonly generateToken?: boolean;
  readonly returnUrls?: ReturnUrlSet;
  readonly mcc?: string;
  readonly recipientDetails?: string;
  readonly cardHolderName?: string;
}

let counter = 0;

/** A merchant order number unique within this run (spec A. order: merchant-generated reference). */
export function newOrderNumber(): string {
  counter += 1;
  return `PC-${Date.now().toString(36)}-${process.pid.toString(36)}-${counter}`;
}

export function paymentJobRequest(o: PaymentJobOptions): Record<string, unknown> {
  const expiry = futureExpiry();
  const parameters: Record<string, unknown> = {};
  if (o.token !== undefined) parameters.token = o.token;
  else if (o.card !== undefined) {
    parameters.cardNumber = o.card.number;
    parameters.cardCvc = o.card.cvc;
    parameters.cardExpiryMonth = expiry.month;
    parameters.cardExpiryYear = expiry.year;
    if (o.cardHolderName !== undefined || o.card.requiresCardHolderName === true) {
      parameters.cardHolderName = o.cardHolderName ?? 'Alex Tester';
    }
  }
  if (o.mcc !== undefined) parameters.mcc = o.mcc;
  if (o.recipientDetails !== undefined) parameters.recipientDetails = o.recipientDetails;
  if (o.returnUrls !== undefined) {
    parameters.returnUrlSuccess = o.returnUrls.success;
    parameters.returnUrlFailed = o.returnUrls.failed;
    parameters.returnUrlCancelled = o.returnUrls.cancelled;
  }
  return {
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters,
    order: {
      orderNumber: o.orderNumber ?? newOrderNumber(),
      ...(o.orderLines === undefined ? {} : { orderLines: o.orderLines }),
    },
    currency: o.currency ?? 'EUR',
    amountToCollect: o.amount ?? '12.34',
    ...(o.locale === undefined ? {} : { locale: o.locale }),
    ...(o.generateToken === true ? { options: ['GenerateToken'] } : {}),
  };
}

/** Recipient details (spec A. parameters: a JSON object serialised into a string with four keys). */
export function recipientDetails(over: Record<string, unknown> = {}): string {
  return JSON.stringify({
    lastname: 'Tester',
    dateOfBirth: '1980-04-01T00:00:00Z',
    postcode: '1011AB',
    primaryAccountNumber: '123456******7890',
    ...over,
  });
}
