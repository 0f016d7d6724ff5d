/**
 * What the client judge remembers of the gateway side, all bounded: the
 * payment jobs the application created or read, the payment references that
 * lead back to them (the 3-D Secure page is addressed by payment), and the
 * tokens the proxy saw issued (never written anywhere).
 */
import { BoundedMap } from './boundedMap.js';
import type { ClientOutcome } from './clientJudge.js';

export interface JobState {
  /** Created with parameters.token: a Paid job is the outcome "a stored token paid". */
  withToken: boolean;
  /** The shopper's 3-D Secure step as the proxy saw it (the browser's form post or redirect). */
  returned?: { readonly seq: number; readonly request: string };
  /** A GET of the job after `returned`. */
  retrievedAfterReturn: boolean;
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

  constructor(capacity: number) {
    this.jobs = new BoundedMap(capacity);
    this.jobOfPayment = new BoundedMap(capacity);
    this.tokens = new BoundedMap(capacity);
  }

  job(ref: string): JobState {
    const j = this.jobs.get(ref) ?? { withToken: false, retrievedAfterReturn: false };
    this.jobs.set(ref, j);
    return j;
  }
}
