/**
 * TM-TXN-18 (observation): the fields of a document against the spec table.
 * Fields beyond the table and fields that are null are listed for the report,
 * never a failure (field notes: real documents carry currency_scale, job_id,
 * ... and nulls while running); a field of the table that a finished
 * document leaves out warns.
 */
import { holds } from '../deviation.js';
import { inTransaction, type JsonRecord } from './exchange.js';

/** Every field of the spec's transaction table (Resources and their fields > B. Transaction). */
export const transactionTableFields: readonly string[] = (
  'account_number amount amount_other app_confirmation_required app_label attempted_sources attempts_remaining auth_code ' +
  'card_details card_expiry cvm_mode cvm_result duration ended_at host id input_source is_active is_contactless ' +
  'is_contactless_transaction_limit_exceeded is_deferred_auth is_emv is_fallback is_force_online is_keyed is_online ' +
  'is_online_pin is_offline_pin is_reversed is_sca_single_tap is_signature_required issuer_id ksn ' +
  'last_deferred_auth_attempted_at message_number num_attempts num_deferred_auth_attempts online_request online_response ' +
  'online_result pin_block reference_number reference_txn_id result services session_number should_fallback should_retry ' +
  'stan started_at status status_details tags terminal_online_decision timeout_ms tip_amount total_amount type'
).split(' ');

const specFields = new Set(transactionTableFields);

/**
 * Fields whose own row says they are not always there: issuer_id "Not
 * populated by every host module", tags "Only for contact or contactless
 * EMV", reference_txn_id "for reversals and voids".
 */
const conditional = new Set(['issuer_id', 'tags', 'reference_txn_id']);

export function extraFields(t: JsonRecord): { extra: string[]; nulls: string[] } {
  return {
    extra: Object.keys(t)
      .filter((k) => !specFields.has(k))
      .sort(),
    nulls: Object.keys(t)
      .filter((k) => t[k] === null)
      .sort(),
  };
}

/** Observation: a finished document carries every field of the table but the conditional ones (null allowed). */
export function checkTableFields(t: JsonRecord): void {
  if (t.is_active !== false) return;
  const missing = transactionTableFields.filter((f) => !conditional.has(f) && !(f in t));
  holds(
    missing.length === 0,
    `a finished transaction leaves out fields of the table: ${missing.join(', ')}`,
    inTransaction(missing[0] ?? '', 'present (null where no value exists)', undefined),
  );
}
