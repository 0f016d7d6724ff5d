/**
 * Realistic terminal (Part B) documents, each with the schema it must pass.
 * Built from the spec and the field notes; selftest/terminalSchemas.spec.ts
 * breaks them one rule at a time.
 */
import type { Example } from './example.js';
import * as txn from './terminalTransactions.js';
import { merchantReceipt, printRequest, reconciliationReceipt } from './terminalReceipts.js';

/** The list element of a transaction (spec B. Transaction summary). */
function summary(t: Record<string, unknown>): Record<string, unknown> {
  const keys = ['id', 'started_at', 'ended_at', 'result', 'amount', 'host', 'type', 'account_number'];
  const out: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, t[k]]));
  out.is_reversed = t.id === txn.saleApprovedContactless.id;
  return out;
}

const history = [
  txn.saleApprovedContactless,
  txn.saleDeclined,
  txn.saleChipOnlinePin,
  txn.refundApproved,
  txn.reversalApproved,
  txn.technicalReversal,
  txn.reconciliation,
  txn.saleCancelled,
].map(summary);

/** A sale that has read the card and waits for the PIN: host fields still null. */
const saleAwaitingPin = {
  ...txn.saleChipOnlinePin,
  is_active: true,
  status: 'pin_entry',
  status_details: 'Enter PIN',
  ended_at: null,
  duration: null,
  result: null,
  online_result: null,
  auth_code: null,
  ksn: null,
  pin_block: null,
  online_request: null,
  online_response: null,
  terminal_online_decision: 'go_online',
};

/**
 * Another firmware's conformant choices where the spec is silent: the running
 * fields null until the end, no amounts on a reconciliation, the scheme in the
 * `unknown (<hex>)` form, ksn in base64, another mask, undocumented fields.
 */
const saleRunningOtherFirmware = {
  id: 'txn-000042',
  type: 'sale',
  is_active: true,
  started_at: 1718009741,
  status: null,
  host: null,
  stan: null,
  session_number: null,
  is_reversed: null,
  is_emv: null,
  amount: 450,
  total_amount: null,
  result: null,
  card_details: { scheme: 'unknown (1f)' },
  account_number: '••••••••••••0119',
  ksn: 'q83vEjRWeJA=',
  currency_symbol: '£',
  job_id: 42,
};
const reconciliationWithoutAmounts = {
  id: 'txn-000043',
  type: 'reconciliation',
  is_active: false,
  started_at: 1718053196,
  ended_at: 1718053200,
  result: 'approved',
  status: 'complete',
  host: 'acquirer',
  stan: 44,
  amount: null,
  // A finished document carries its summary's fields, null where no value exists (TM-TXN-1).
  account_number: null,
  is_reversed: false,
};

const transactions: [string, Record<string, unknown>][] = [
  ['sale running, another firmware', saleRunningOtherFirmware],
  ['reconciliation without amounts', reconciliationWithoutAmounts],
  ['sale starting (start response)', txn.saleStarting],
  ['sale awaiting PIN', saleAwaitingPin],
  ['sale approved contactless', txn.saleApprovedContactless],
  ['sale declined', txn.saleDeclined],
  ['sale chip online PIN', txn.saleChipOnlinePin],
  ['sale cancelled', txn.saleCancelled],
  ['refund approved', txn.refundApproved],
  ['reversal approved', txn.reversalApproved],
  ['void approved', txn.voidApproved],
  ['technical reversal', txn.technicalReversal],
  ['reconciliation', txn.reconciliation],
];

const receiptLines = (l1: string, l2: string) => ({ line1: l1, line2: l2, line3: '', line4: '', line5: '' });

export const terminalExamples: readonly Example[] = [
  { name: 'ping', schema: 'terminal/ping', document: { success: true, ping: true } },
  {
    name: 'device',
    schema: 'terminal/device',
    document: {
      success: true,
      device: { manufacturer: 'Castles', family: 'S1F2', serial_number: 'CT2310004821' },
    },
  },
  {
    name: 'settings with two host modules',
    schema: 'terminal/settings',
    document: {
      success: true,
      settings: {
        host: { module: 'acquirer' },
        receipt: {
          header: receiptLines('The Corner Cafe', '12 High Street, Leeds'),
          footer: receiptLines('Thank you for your visit', 'VAT 123 4567 89'),
        },
        webserver: { http: { enabled: true, port: 8080 } },
        acquirer: {
          address: 'auth.acquirer.example',
          port: 7001,
          terminal_id: '29384756',
          merchant_id: '4102005621',
          deferred_auth: { enabled: false },
          receipt: { header: receiptLines('The Corner Cafe', 'Leeds'), footer: receiptLines('', '') },
        },
        amex: {
          address: '10.20.30.40',
          port: 8443,
          terminal_id: 'AX004821',
          merchant_id: '9876543210',
          deferred_auth: { enabled: true },
        },
      },
    },
  },
  {
    name: 'transaction list wrapped',
    schema: 'terminal/transaction-list',
    document: { success: true, transactions: history },
  },
  { name: 'transaction list bare', schema: 'terminal/transaction-list', document: history },
  {
    name: 'transaction list empty',
    schema: 'terminal/transaction-list',
    document: { success: true, transactions: [] },
  },
  {
    name: 'transaction summary in progress',
    schema: 'terminal/transaction-summary',
    document: summary(txn.saleStarting),
  },
  ...transactions.map(([name, transaction]): Example => ({
    name: `transaction ${name}`,
    schema: 'terminal/transaction-response',
    document: { success: true, transaction },
  })),
  { name: 'start request sale', schema: 'terminal/start-request', document: { amount: 450 } },
  {
    name: 'start request sale with id and tip',
    schema: 'terminal/start-request',
    document: {
      amount: 12500,
      id: 'order-2024-06-10-0042',
      tip_amount: 200,
      amount_other: 0,
      timeout_ms: 60000,
    },
  },
  {
    name: 'start request reversal',
    schema: 'terminal/start-request',
    document: { amount: 450, reference_txn_id: txn.saleApprovedContactless.id },
  },
  { name: 'start request reconciliation', schema: 'terminal/start-request', document: {} },
  {
    name: 'screen idle',
    schema: 'terminal/screen',
    document: { success: true, scene: { path: 'app.views.layouts.idle', text: 'Tap Green To Start' } },
  },
  {
    name: 'screen payment prompt',
    schema: 'terminal/screen',
    document: {
      success: true,
      scene: {
        path: 'app.views.layouts.payment.prompt_payment',
        text: 'Insert, tap or swipe card\nSale : £4.50',
      },
    },
  },
  { name: 'print request', schema: 'terminal/print-request', document: printRequest },
  { name: 'print response', schema: 'terminal/print-response', document: { success: true } },
  {
    name: 'receipt merchant',
    schema: 'terminal/receipt-response',
    document: { success: true, receipt: merchantReceipt },
  },
  {
    name: 'receipt reconciliation',
    schema: 'terminal/receipt-response',
    document: { success: true, receipt: reconciliationReceipt },
  },
  {
    name: 'error transaction in progress',
    schema: 'terminal/error',
    document: { success: false, description: 'Transaction in progress', status: 'card_read' },
  },
  {
    name: 'error no transaction found',
    schema: 'terminal/error',
    document: { success: false, description: 'No transaction found' },
  },
  {
    name: 'error cardholder receipt of a reconciliation',
    schema: 'terminal/error',
    document: { success: false, error: 'Cardholder receipt not available for reconciliation' },
  },
];
