/**
 * A small web-shop checkout on the gateway (spec Part A): tokenise a card,
 * create a payment job, send the shopper to its action link, and after the
 * shopper comes back RETRIEVE the job before trusting the outcome (spec
 * Endpoints A, rule 3): the return URL alone proves nothing.
 */
import type { Mistake } from '../mistakes.js';
import { formatAmount } from './formatAmount.js';
import type { GatewayAnswer, GatewayClient } from './gatewayClient.js';

export interface CardInput {
  readonly number: string;
  /** 1-12, as a form's select gives it. */
  readonly expiryMonth: number;
  /** Four digits. */
  readonly expiryYear: number;
  readonly cvc: string;
  readonly holderName?: string;
}

export interface CheckoutOptions {
  readonly gateway: GatewayClient;
  /** Where the shop's return pages live (returnServer.ts): <base>/return/{success,failed,cancelled}. */
  readonly returnBaseUrl: string;
  /** ISO 4217 alphabetic; default EUR. */
  readonly currency?: string;
  readonly mistakes?: ReadonlySet<Mistake>;
}

export interface PaymentRequest {
  readonly orderNumber: string;
  /** Minor units (1250 = 12.50). */
  readonly amount: number;
  /** A new card, or a token stored from an earlier payment. */
  readonly card?: CardInput;
  readonly token?: string;
  /** Ask for a token with the payment (option GenerateToken). */
  readonly saveCard?: boolean;
}

export type PaymentStatus = 'paid' | 'failed' | 'cancelled' | 'pending';

export interface ConfirmedPayment {
  readonly reference: string;
  readonly status: PaymentStatus;
  /** When the shopper asked to save the card and 3-D Secure passed (spec Endpoints A, rule 1). */
  readonly token?: string;
}

export class CheckoutError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CheckoutError';
  }
}

export class Checkout {
  constructor(private readonly options: CheckoutOptions) {}

  /** Card details into a token (spec A. Card tokenisation request). */
  async tokenise(card: CardInput): Promise<{ token: string; truncatedCardNumber: string }> {
    const answer = await this.options.gateway.post('/api/gateway/card-tokenisation', {
      cardNumber: card.number,
      ...(card.holderName === undefined ? {} : { CardHolderName: card.holderName }),
      cardExpiryYear: twoDigits(card.expiryYear % 100),
      cardExpiryMonth: this.month(card),
      cardCvc: card.cvc,
    });
    const data = dataOf(answer);
    if (typeof data.token !== 'string') throw new CheckoutError(answer.status, 'tokenisation: no token');
    return { token: data.token, truncatedCardNumber: String(data.truncatedCardNumber) };
  }

  /** Creates the payment job; the shopper goes to `actionUrl` (usually a 3-D Secure page). */
  async startPayment(request: PaymentRequest): Promise<{ reference: string; actionUrl: string }> {
    const base = this.options.returnBaseUrl;
    const answer = await this.options.gateway.post('/api/gateway/payment-jobs', {
      type: 'Payment',
      paymentMethodsToUse: ['creditcard'],
      parameters: {
        ...this.cardParameters(request),
        returnUrlSuccess: `${base}/return/success`,
        returnUrlFailed: `${base}/return/failed`,
        returnUrlCancelled: `${base}/return/cancelled`,
      },
      order: { orderNumber: request.orderNumber },
      currency: this.options.currency ?? 'EUR',
      amountToCollect: this.amountToCollect(request.amount),
      ...(request.saveCard === true ? { options: ['GenerateToken'] } : {}),
    });
    const data = dataOf(answer);
    const links = answer.body.links as { action?: { url?: unknown } } | undefined;
    const actionUrl = links?.action?.url;
    if (typeof data.reference !== 'string' || typeof actionUrl !== 'string')
      throw new CheckoutError(answer.status, 'payment job: no reference or action link');
    return { reference: data.reference, actionUrl };
  }

  /** Retrieves the job: its status, not the return URL the shopper came back on, is the outcome. */
  async confirm(reference: string): Promise<ConfirmedPayment> {
    const answer = await this.options.gateway.get(
      `/api/gateway/payment-jobs/${encodeURIComponent(reference)}`,
    );
    const data = dataOf(answer);
    const status = statusOf(data.paymentStatus);
    const token = tokenOf(data);
    return { reference, status, ...(token === undefined ? {} : { token }) };
  }

  /** A stored token in place of the card number (spec Endpoints A, rule 2), or the new card. */
  private cardParameters(request: PaymentRequest): Record<string, string> {
    if (request.token !== undefined) return { token: request.token };
    const card = request.card;
    if (card === undefined) throw new Error('a payment needs a card or a stored token');
    return {
      cardNumber: card.number,
      cardCvc: card.cvc,
      cardExpiryMonth: this.month(card),
      cardExpiryYear: twoDigits(card.expiryYear % 100),
      ...(card.holderName === undefined ? {} : { cardHolderName: card.holderName }),
    };
  }

  /** Two digits (spec A: cardExpiryMonth "two digits"); the mistake writes the form's number as it is. */
  private month(card: CardInput): string {
    return this.options.mistakes?.has('expiry-month-unpadded')
      ? String(card.expiryMonth)
      : twoDigits(card.expiryMonth);
  }

  private amountToCollect(minor: number): string {
    // The mistake: dividing by 100 and printing the number, which drops the trailing zero.
    return this.options.mistakes?.has('amount-one-fraction-digit')
      ? String(minor / 100)
      : formatAmount(minor);
  }
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** The `data` of a 200-class answer (spec Endpoints A: tokenisation answers 200-class, a new job 201). */
function dataOf(answer: GatewayAnswer): Record<string, unknown> {
  const data = answer.body.data;
  if (answer.status >= 200 && answer.status < 300 && data !== null && typeof data === 'object')
    return data as Record<string, unknown>;
  // The field notes' error envelope: errorReport.errors[].message.
  const report = answer.body.errorReport as { errors?: { message?: unknown }[] } | undefined;
  const message = report?.errors?.[0]?.message;
  throw new CheckoutError(answer.status, typeof message === 'string' ? message : `HTTP ${answer.status}`);
}

function statusOf(paymentStatus: unknown): PaymentStatus {
  if (paymentStatus === 'Paid') return 'paid';
  if (paymentStatus === 'Pending') return 'pending';
  if (paymentStatus === 'Cancelled') return 'cancelled';
  return 'failed';
}

/** The token appears on the payment's attributes once 3-D Secure passed (spec A. payment attributes). */
function tokenOf(data: Record<string, unknown>): string | undefined {
  const payments = Array.isArray(data.payments)
    ? (data.payments as { attributes?: { token?: unknown } }[])
    : [];
  const token = payments.find((p) => typeof p.attributes?.token === 'string')?.attributes?.token;
  return typeof token === 'string' ? token : undefined;
}
