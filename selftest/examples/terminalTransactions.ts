/**
 * Realistic terminal transaction documents (spec B. Transaction), in progress and
 * finished, one per transaction type. Values follow the field notes: fractional
 * epoch seconds, UUID ids, masked card numbers, nulls while a transaction runs,
 * and fields the spec does not list (currency_scale, host_module_name, job_id, ...).
 */

/** Fields a real device sends that the spec does not list (field notes). */
const deviceExtras = {
  currency_scale: 2,
  currency_symbol: '£',
  host_module_name: 'acquirer',
  is_api: true,
};

const idleFlags = {
  app_confirmation_required: false,
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
  should_fallback: false,
  should_retry: false,
};

/** A sale just started: no card yet, so card and host fields are null or empty (field notes). */
export const saleStarting = {
  ...deviceExtras,
  ...idleFlags,
  id: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b1e4c7a90',
  job_id: 'b7e1d0c4-2f3a-4e5b-8c6d-9a0b1c2d3e4f',
  type: 'sale',
  is_active: true,
  status: 'starting',
  status_details: null,
  amount: 450,
  tip_amount: 0,
  amount_other: 0,
  total_amount: 450,
  host: 'acquirer',
  started_at: 1718009741.532,
  ended_at: null,
  duration: null,
  timeout_ms: 150000,
  account_number: '****************',
  card_details: {},
  auth_code: null,
  result: null,
  online_result: null,
  online_request: null,
  online_response: null,
  ksn: null,
  pin_block: null,
  attempted_sources: [],
  num_attempts: 0,
  attempts_remaining: 3,
  last_deferred_auth_attempted_at: null,
  num_deferred_auth_attempts: null,
  stan: 1287,
  message_number: 31,
  session_number: 42,
};

/** The same sale finished: approved contactless, no CVM (CVM results 1F0302), EMV tags. */
export const saleApprovedContactless = {
  ...saleStarting,
  is_active: false,
  status: 'complete',
  status_details: 'Approved',
  ended_at: 1718009748.917,
  duration: 7.385,
  account_number: '476173******0010',
  app_label: 'VISA CREDIT',
  card_expiry: '2512',
  card_details: { scheme: 'visa-qvsdc', track2: '476173******0010D2512*************' },
  issuer_id: '476173',
  is_contactless: true,
  is_emv: true,
  is_online: true,
  input_source: 'contactless',
  attempted_sources: ['contactless'],
  num_attempts: 1,
  attempts_remaining: 2,
  cvm_mode: null,
  cvm_result: '1F0302',
  terminal_online_decision: 'go_online',
  online_request: { mti: '0100', stan: 1287, amount: 450 },
  online_response: { mti: '0110', response_code: '00', auth_code: 'A1B2C3' },
  online_result: 'approved',
  result: 'approved',
  auth_code: 'A1B2C3',
  reference_number: '416200001287',
  services: {
    code: '201',
    interchange_rules: 'interchange_prefer_ic',
    authorization_processing_rules: 'normal',
    range_of_services: 'no_restrictions',
  },
  tags: {
    '82': '2000',
    '84': 'A0000000031010',
    '95': '0000000000',
    '9A': '240610',
    '9C': '00',
    '5F2A': '0826',
    '9F02': '000000000450',
    '9F10': '06010A03A0B800',
    '9F1A': '0826',
    '9F26': '8E1F4B6A2C3D5E70',
    '9F27': '80',
    '9F34': '1F0302',
    '9F36': '0041',
    '9F37': '1A2B3C4D',
  },
};

/** Declined online by the issuer ("do not honour"): no auth code. */
export const saleDeclined = {
  ...saleApprovedContactless,
  id: '9d2e7c41-0b6a-4f38-8e15-c3a4b5d6e7f8',
  stan: 1288,
  status_details: 'Do not honour (05)',
  auth_code: null,
  online_response: { mti: '0110', response_code: '05' },
  online_result: 'declined',
  result: 'declined',
  cvm_result: 'ok',
};

/** Chip and online PIN: the PIN block and its key serial number are present (hex, never logged). */
export const saleChipOnlinePin = {
  ...saleApprovedContactless,
  id: '5a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
  stan: 1289,
  amount: 12500,
  total_amount: 12500,
  account_number: '540010******9001',
  app_label: 'MASTERCARD',
  card_expiry: '2612',
  card_details: { scheme: 'paypass-mchip', track2: '540010******9001D2612*************' },
  is_contactless: false,
  is_online_pin: true,
  input_source: 'contact_emv',
  attempted_sources: ['contactless', 'contact_emv'],
  num_attempts: 2,
  attempts_remaining: 1,
  is_contactless_transaction_limit_exceeded: true,
  cvm_mode: 'online_pin',
  cvm_result: 'ok',
  ksn: 'FFFF9876543210E00008',
  pin_block: '8A3F1C2E9B7D4A60',
  auth_code: '0K7Q2Z',
};

export const refundApproved = {
  ...saleApprovedContactless,
  id: 'c0ffee00-1234-4abc-9def-0123456789ab',
  type: 'refund',
  stan: 1290,
  amount: 300,
  total_amount: 300,
  account_number: '374245*****1001',
  app_label: 'AMERICAN EXPRESS',
  card_details: { scheme: 'amex-emv', track2: '374245*****1001D2601***********' },
  auth_code: null,
  cvm_result: 'ok',
  terminal_online_decision: 'approved',
  is_online: false,
  online_request: null,
  online_response: null,
  online_result: null,
};

/** A reversal names the sale it reverses; no card is presented. */
export const reversalApproved = {
  ...saleStarting,
  id: 'e4d3c2b1-a098-4765-8321-fedcba987654',
  type: 'reversal',
  reference_txn_id: saleApprovedContactless.id,
  is_active: false,
  status: 'complete',
  ended_at: 1718009802.104,
  duration: 1.25,
  account_number: '476173******0010',
  is_online: true,
  online_result: 'approved',
  result: 'approved',
};

/** A void is equivalent to a reversal; a technical reversal is system-generated. */
export const voidApproved = { ...reversalApproved, id: 'aa11bb22-cc33-4d44-8e55-ff6677889900', type: 'void' };
export const technicalReversal = {
  ...reversalApproved,
  id: '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9',
  type: 'technical_reversal',
  reference_txn_id: null,
};

/** End-of-day reconciliation: no card, amount 0. */
export const reconciliation = {
  ...saleStarting,
  id: '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918',
  type: 'reconciliation',
  amount: 0,
  total_amount: 0,
  account_number: null,
  is_active: false,
  status: 'complete',
  ended_at: 1718053200.5,
  duration: 3.9,
  is_online: true,
  online_result: 'approved',
  result: 'approved',
};

/** A sale cancelled on the device before a card was presented (field notes: no cancel endpoint). */
export const saleCancelled = {
  ...saleStarting,
  id: '11223344-5566-4778-899a-abbccddeeff0',
  is_active: false,
  status: 'complete',
  status_details: 'Cancelled by user',
  ended_at: 1718009891.77,
  duration: 150.01,
  account_number: '',
  result: 'cancelled',
};
