/**
 * A step of a transaction flow: what the device does after `delay` simulated
 * milliseconds. Flows are plain lists of steps planned when a card is
 * presented (or when a card-less transaction starts); the machine runs them
 * on the simulated clock.
 */
import type { Prng } from '../../lib/support/random/prng.js';
import type { Scene } from './screens.js';
import type { TransactionDoc, TxnResult } from './transactionDoc.js';
import type { HostModule } from './settings.js';

/** waiting_for_card: a card may be presented and the timeout applies; card: reading/PIN (cashier may cancel); online/ending: not cancellable. */
export type Phase = 'waiting_for_card' | 'card' | 'online' | 'ending';

export interface Step {
  /** Simulated milliseconds after the previous step. */
  delay: number;
  phase: Phase;
  /** Changes the transaction; returns the new screen, if it changes. */
  apply?: (t: TransactionDoc, atMs: number) => Scene | undefined;
  /** Ends the transaction with this result. */
  end?: TxnResult;
}

export interface FlowContext {
  prng: Prng;
  nextMessageNumber(): number;
  host: HostModule;
}

/** Phase durations in simulated milliseconds: small, so suites run fast at clock speed 1. */
export const durations = {
  read: 300,
  retryPrompt: 300,
  representCard: 800,
  pin: 400,
  online: 500,
  signature: 600,
  result: 300,
  removeCard: 400,
  deferred: 300,
} as const;
