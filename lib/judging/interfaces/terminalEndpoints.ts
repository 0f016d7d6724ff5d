/**
 * The terminal's endpoints (spec: Endpoints > B. Terminal), written once: the
 * simulator routes by them, the client judge, the firmware profile and replay
 * find an exchange's endpoint by `matchTerminal`, and tools/openapi builds the
 * document's paths from them (in this order).
 */
import { endpointTable, getRow, postRow, routeMatcher } from './routeTable.js';

/** "The API uses the `/api/v2/` prefix." (Endpoints > B) */
export const terminalPrefix = '/api/v2/';

/** "Types: sale, refund, reversal, reconciliation" (Endpoints > B, POST transactions/<type>.json). */
export const startTypes = ['sale', 'refund', 'reversal', 'reconciliation'] as const;
export type StartType = (typeof startTypes)[number];

const transaction = 'terminal/transaction-response';
const receipt = 'terminal/receipt-response';

export const terminalEndpoints = endpointTable('Endpoints > B. Terminal', {
  getPing: getRow('/api/v2/ping.json', 'terminal/ping', 'no'),
  getDevice: getRow('/api/v2/device.json', 'terminal/device'),
  getSettings: getRow('/api/v2/settings.json', 'terminal/settings'),
  listTransactions: getRow('/api/v2/transactions.json', 'terminal/transaction-list'),
  getLatestTransaction: getRow('/api/v2/transactions/latest.json', transaction),
  getLastTransaction: getRow('/api/v2/transactions/last.json', transaction),
  getCurrentTransaction: getRow('/api/v2/transactions/current.json', transaction),
  getTransaction: getRow('/api/v2/transactions/{id}.json', transaction),
  startTransaction: {
    ...postRow('/api/v2/transactions/{type}.json', 'terminal/start-request', transaction),
    values: { name: 'type', list: startTypes },
  },
  getScreen: getRow('/api/v2/screens/current.json', 'terminal/screen'),
  print: postRow('/api/v2/print.json', 'terminal/print-request', 'terminal/print-response', 'not shown'),
  getMerchantReceipt: getRow('/api/v2/transactions/{id}/receipts/merchant.json', receipt, 'not shown'),
  getCardholderReceipt: getRow('/api/v2/transactions/{id}/receipts/cardholder.json', receipt, 'not shown'),
  getReconciliationReceipt: getRow(
    '/api/v2/transactions/{id}/receipts/reconciliation.json',
    receipt,
    'not shown',
  ),
});

export type TerminalEndpointId = keyof typeof terminalEndpoints;

/** The endpoint of a terminal request (`path` from `/api/v2/`, a query string allowed); undefined: not in the table. */
export const matchTerminal = routeMatcher<TerminalEndpointId>(terminalEndpoints);

/** The receipt endpoints and the receipt each reads. */
export const receiptKinds = {
  getMerchantReceipt: 'merchant',
  getCardholderReceipt: 'cardholder',
  getReconciliationReceipt: 'reconciliation',
} as const satisfies Partial<Record<TerminalEndpointId, string>>;
export type ReceiptKind = (typeof receiptKinds)[keyof typeof receiptKinds];

/** The receipt a route reads, if it is a receipt endpoint. */
export function receiptKindOf(id: TerminalEndpointId | undefined): ReceiptKind | undefined {
  return id === undefined
    ? undefined
    : (receiptKinds as Partial<Record<TerminalEndpointId, ReceiptKind>>)[id];
}
