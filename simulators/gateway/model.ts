/**
 * The simulator's internal records. Documents on the wire are rendered from
 * them (renderPaymentJob.ts, renderTokenisation.ts); the records hold what the
 * gateway knows, including secrets that are never rendered.
 */
import type { GatewayTestCard } from '../../lib/targets/gateway/testCards.js';

export type CardProfile = Omit<GatewayTestCard, 'number' | 'description' | 'brand'> & {
  readonly brand: string;
};

export interface CardDetails {
  readonly number: string;
  readonly expiryMonth: string;
  readonly expiryYear: string;
  readonly holderName?: string;
  readonly profile: CardProfile;
}

export interface TokenRecord {
  readonly token: string;
  readonly configurationId: string;
  readonly card: CardDetails;
  readonly createdAt: number;
  /** Issued (or handed out again) by POST card-tokenisation, not only on a paid job. */
  viaTokenisation?: true;
}

/** The shopper's choice on the 3-D Secure page. */
export type ThreeDSecureChoice = 'success' | 'failed' | 'not-authenticated' | 'cancel';

/** Statuses this simulator uses: the spec's Pending and Paid, and the field notes' Failed, Cancelled, Declined. */
export type JobStatus = 'Pending' | 'Paid' | 'Failed' | 'Cancelled' | 'Declined';

export interface ReturnUrls {
  readonly success: string;
  readonly failed: string;
  readonly cancelled: string;
}

/** What happened on the 3-D Secure page and at the issuer. */
export interface Outcome {
  readonly choice: ThreeDSecureChoice;
  readonly at: number;
  readonly status: Exclude<JobStatus, 'Pending'>;
  readonly processStepReference: string;
  readonly originatingIpAddress: string;
  readonly originHeader: string;
  readonly paymentMethodTransactionId: string;
  /** Acquirer results added to serviceAcquiringDetails (spec A. payment attributes). */
  readonly acquiring: Readonly<Record<string, string | null>>;
  readonly token?: string;
  /** Symbolic error code (field notes), e.g. ThreeDSecureFailed. */
  readonly errorCode?: string;
}

/** What a payment job request fixes for good, kept as sent: the request's parse (PaymentJobInput) and the job both hold it. */
export interface JobOrder {
  readonly orderNumber: string;
  readonly orderLines: readonly unknown[];
  readonly currency: string;
  /** Two fraction digits, as sent. */
  readonly amount: string;
  readonly card: CardDetails;
  readonly generateToken: boolean;
}

export interface JobRecord extends JobOrder {
  readonly reference: string;
  readonly traceReference: string;
  readonly configurationId: string;
  readonly createdAt: number;
  readonly locale: string;
  /** The request's spelling, kept only for the payment-method-echo fault. */
  readonly requestedMethods: readonly string[];
  /** The token used in place of cardNumber, if any. */
  readonly paidWithToken: string | undefined;
  readonly returnUrls: ReturnUrls;
  readonly paymentReference: string;
  readonly startStepReference: string;
  readonly threeDSecureReason: string;
  status: JobStatus;
  outcome: Outcome | undefined;
  /** Rendering caches: these never change once the job exists. */
  readonly createdIso: string;
  readonly expiresIso: string;
  /** Only under the token-before-3ds fault: a token shown while Pending. */
  earlyToken: string | undefined;
  lastUpdate: number;
}
