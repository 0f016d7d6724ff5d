/** What the POS tells the cashier after a payment attempt. */

/** The fields of a transaction document (spec B. Transaction) the POS reads. */
export interface Transaction {
  readonly id: string;
  readonly type: string;
  readonly is_active: boolean;
  readonly result: 'approved' | 'declined' | 'cancelled' | 'error' | null;
  readonly amount: number;
  readonly timeout_ms?: number;
  readonly duration?: number;
  readonly num_attempts?: number;
  readonly account_number?: string;
  readonly auth_code?: string | null;
}

/** `timed-out`: cancelled because no card came within timeout_ms (field notes, "No cancel endpoint"). */
export type PaymentOutcome = 'approved' | 'declined' | 'cancelled' | 'timed-out' | 'error';

export type PosResult =
  | { readonly kind: 'finished'; readonly outcome: PaymentOutcome; readonly transaction: Transaction }
  /** Another transaction is in progress on the terminal: nothing was started. */
  | { readonly kind: 'busy'; readonly description: string }
  /** The terminal refused the request (bad amount, unknown transaction...): nothing was started. */
  | { readonly kind: 'refused'; readonly status: number; readonly description: string }
  /** Started, but the POS stopped waiting before the terminal said it ended: check on the device. */
  | { readonly kind: 'unknown'; readonly id: string; readonly reason: string };

export type PrintResult = 'printed' | 'out-of-paper' | 'failed';
