/**
 * What the client judge remembers of the gateway side, all bounded: the
 * payment jobs the application created or read, the payment references that
 * lead back to them (the 3-D Secure page is addressed by payment), the
 * tokens the proxy saw issued (never written anywhere), and what the
 * gateway's answers showed of a card's 3-D Secure enrolment, by a digest of
 * its number (never the number).
 */
import { BoundedMap } from './boundedMap.js';
import type { ClientOutcome } from './clientJudge.js';
import type { ExchangeRef } from './requirementTally.js';
import type { DrillName } from '../drills/drills.js';

/** An orderNumber whose job answer was lost, or whose return came twice. */
export interface OrderAtRisk {
  readonly ref: ExchangeRef;
  readonly drill: DrillName;
  /** A payment job was retrieved since. */
  retrieved: boolean;
  /** A second job was created for it without a retrieve. */
  failed: boolean;
  /** A second job was judged already: the first one after the drill decides. */
  judged: boolean;
}

/** A return the proxy visited itself (drills return-twice and return-without-payment). */
export interface DrillReturn {
  readonly drill: DrillName;
  readonly ref: ExchangeRef;
  retrieved: boolean;
}

export interface JobState {
  /** Created with parameters.token: a Paid job is the outcome "a stored token paid". */
  withToken: boolean;
  /** The shopper's 3-D Secure step as the proxy saw it (the browser's form post or redirect). */
  returned?: { readonly seq: number; readonly request: string };
  /** A GET of the job after `returned`. */
  retrievedAfterReturn: boolean;
  /** The order.orderNumber of its request (gatewayRecovery.ts). */
  orderNumber?: string;
  /** A return the proxy visited itself (a drill). */
  drillReturn?: DrillReturn;
}

export class GatewayState {
  readonly jobs: BoundedMap<string, JobState>;
  readonly jobOfPayment: BoundedMap<string, string>;
  readonly tokens: BoundedMap<string, true>;
  /**
   * The simulator's queued 3-D Secure outcomes, as its control API last answered
   * (POST /_sim/outcomes through the proxy): a queued outcome resolves the next
   * 3-D Secure page at once, with no form post to read the choice from.
   */
  queued: ClientOutcome[] = [];
  /** The card a token stands in for (a digest of its number), from a tokenisation and its answer. */
  readonly cardOfToken: BoundedMap<string, string>;
  /**
   * A card's 3-D Secure 2.2 enrolment as a gateway answer showed it: how it
   * showed it when enrolled, `false` when not.
   */
  readonly enrolment: BoundedMap<string, string | false>;
  /** Tokenisations without CardHolderName waiting for the gateway to show their card's enrolment. */
  readonly unnamed: BoundedMap<string, ExchangeRef[]>;
  /** orderNumbers whose job answer a drill took, or whose return it visited twice (gatewayRecovery.ts). */
  readonly ordersAtRisk: BoundedMap<string, OrderAtRisk>;

  constructor(capacity: number) {
    this.jobs = new BoundedMap(capacity);
    this.jobOfPayment = new BoundedMap(capacity);
    this.tokens = new BoundedMap(capacity);
    this.cardOfToken = new BoundedMap(capacity);
    this.enrolment = new BoundedMap(capacity);
    this.unnamed = new BoundedMap(capacity);
    this.ordersAtRisk = new BoundedMap(capacity);
  }

  job(ref: string): JobState {
    const j = this.jobs.get(ref) ?? { withToken: false, retrievedAfterReturn: false };
    this.jobs.set(ref, j);
    return j;
  }
}
