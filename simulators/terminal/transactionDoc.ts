/**
 * The simulator's transaction record: every field of the spec's transaction
 * table (B. Transaction), always present, null where a device has nothing yet
 * (field notes, "While a transaction runs"). Assignable to the generated
 * TerminalTransaction, so the schema stays the contract.
 */
import type { CardServices, TerminalTransaction } from '../../generated/types/terminal/transaction.js';
import type { EntryMode } from '../../lib/targets/terminal/testCards.js';

export type TxnType = 'sale' | 'refund' | 'reversal' | 'reconciliation';
export type TxnResult = 'approved' | 'declined' | 'cancelled' | 'error';

// A type alias (not an interface) so it is assignable to the generated type's index signature.
export type TransactionDoc = {
  id: string;
  type: TxnType;
  status: string;
  status_details: string | null;
  is_active: boolean;
  result: TxnResult | null;
  online_result: TxnResult | null;
  amount: number;
  tip_amount: number;
  amount_other: number;
  total_amount: number;
  started_at: number;
  ended_at: number | null;
  duration: number | null;
  timeout_ms: number;
  host: string;
  stan: number;
  session_number: number;
  message_number: number;
  reference_number: string | null;
  reference_txn_id: string | null;
  account_number: string;
  card_expiry: string | null;
  card_details: { scheme?: string; track2?: string };
  app_label: string | null;
  app_confirmation_required: boolean;
  attempted_sources: EntryMode[];
  attempts_remaining: number;
  num_attempts: number;
  input_source: EntryMode | null;
  auth_code: string | null;
  cvm_mode: 'offline_pin' | 'online_pin' | 'signature' | null;
  /** ok, failed, blocked, [failed, blocked] or a contactless CVM-results hex value. */
  cvm_result: string | ('failed' | 'blocked')[] | null;
  issuer_id: string | null;
  ksn: string | null;
  pin_block: string | null;
  is_contactless: boolean;
  is_contactless_transaction_limit_exceeded: boolean;
  is_deferred_auth: boolean;
  is_emv: boolean;
  is_fallback: boolean;
  is_force_online: boolean;
  is_keyed: boolean;
  is_online: boolean;
  is_online_pin: boolean;
  is_offline_pin: boolean;
  is_reversed: boolean;
  is_sca_single_tap: boolean;
  is_signature_required: boolean;
  last_deferred_auth_attempted_at: number | null;
  num_deferred_auth_attempts: number | null;
  online_request: Record<string, unknown> | null;
  online_response: Record<string, unknown> | null;
  services: Required<CardServices> | null;
  should_fallback: boolean;
  should_retry: boolean;
  tags: Record<string, string> | null;
  terminal_online_decision: 'approved' | 'declined' | 'go_online' | 'unknown' | null;
  // Fields real devices send beyond the spec table (field notes).
  currency_code: string;
  currency_symbol: string;
  currency_scale: number;
  is_api: boolean;
};

/** Compile-time proof that a record has the generated document shape. */
export function asDocument(doc: TransactionDoc): TerminalTransaction {
  return doc;
}

/** Masks used while no card has been read: all asterisks (field notes). */
export const PENDING_ACCOUNT_NUMBER = '****************';

export interface NewTransactionInput {
  id: string;
  type: TxnType;
  amount: number;
  tip_amount: number;
  amount_other: number;
  timeout_ms: number;
  host: string;
  stan: number;
  session_number: number;
  started_at: number;
  reference_txn_id: string | null;
}

/** A transaction as it is the moment it starts. */
export function newTransaction(i: NewTransactionInput): TransactionDoc {
  return {
    id: i.id,
    type: i.type,
    status: 'starting',
    status_details: null,
    is_active: true,
    result: null,
    online_result: null,
    amount: i.amount,
    tip_amount: i.tip_amount,
    amount_other: i.amount_other,
    total_amount: i.amount + i.tip_amount + i.amount_other,
    started_at: i.started_at,
    ended_at: null,
    duration: null,
    timeout_ms: i.timeout_ms,
    host: i.host,
    stan: i.stan,
    session_number: i.session_number,
    message_number: 0,
    reference_number: null,
    reference_txn_id: i.reference_txn_id,
    account_number: PENDING_ACCOUNT_NUMBER,
    card_expiry: null,
    card_details: {},
    app_label: null,
    app_confirmation_required: false,
    attempted_sources: [],
    attempts_remaining: 3,
    num_attempts: 0,
    input_source: null,
    auth_code: null,
    cvm_mode: null,
    cvm_result: null,
    issuer_id: null,
    ksn: null,
    pin_block: null,
    is_contactless: false,
    is_contactless_transaction_limit_exceeded: false,
    is_deferred_auth: false,
    is_emv: false,
    is_fallback: false,
    is_force_online: false,
    is_keyed: false,
    is_online: false,
    is_online_pin: false,
    is_offline_pin: false,
    is_reversed: false,
    is_sca_single_tap: false,
    is_signature_required: false,
    last_deferred_auth_attempted_at: null,
    num_deferred_auth_attempts: null,
    online_request: null,
    online_response: null,
    services: null,
    should_fallback: false,
    should_retry: false,
    tags: null,
    terminal_online_decision: null,
    currency_code: 'GBP',
    currency_symbol: '£',
    currency_scale: 2,
    is_api: true,
  };
}

/** The summary of one transaction (B. Transaction summary). */
export function summaryOf(doc: TransactionDoc): Record<string, unknown> {
  return {
    id: doc.id,
    started_at: doc.started_at,
    ended_at: doc.ended_at,
    result: doc.result,
    amount: doc.amount,
    host: doc.host,
    type: doc.type,
    account_number: doc.account_number,
    is_reversed: doc.is_reversed,
  };
}
