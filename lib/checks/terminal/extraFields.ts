/**
 * TM-TXN-18 (observation): fields beyond the spec table, and fields that are
 * null, are listed for the report. Never a failure (field notes: real
 * documents carry currency_scale, job_id, ... and nulls while running).
 */
import type { JsonRecord } from './exchange.js';

const specFields = new Set(
  (
    'account_number amount amount_other app_confirmation_required app_label attempted_sources attempts_remaining auth_code ' +
    'card_details card_expiry cvm_mode cvm_result duration ended_at host id input_source is_active is_contactless ' +
    'is_contactless_transaction_limit_exceeded is_deferred_auth is_emv is_fallback is_force_online is_keyed is_online ' +
    'is_online_pin is_offline_pin is_reversed is_sca_single_tap is_signature_required issuer_id ksn ' +
    'last_deferred_auth_attempted_at message_number num_attempts num_deferred_auth_attempts online_request online_response ' +
    'online_result pin_block reference_number reference_txn_id result services session_number should_fallback should_retry ' +
    'stan started_at status status_details tags terminal_online_decision timeout_ms tip_amount total_amount type'
  ).split(' '),
);

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
