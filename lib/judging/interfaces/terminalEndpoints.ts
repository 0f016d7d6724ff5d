/**
 * The terminal's endpoints (spec: Endpoints > B. Terminal), written once: the
 * simulator routes by them, the client judge, the firmware profile and replay
 * find an exchange's endpoint by `matchTerminal`, and tools/openapi builds the
 * document's paths from them (in this order).
 */
import { routeMatcher, type Endpoint } from './routeTable.js';

/** "The API uses the `/api/v2/` prefix." (Endpoints > B) */
export const terminalPrefix = '/api/v2/';

/** "Types: sale, refund, reversal, reconciliation" (Endpoints > B, POST transactions/<type>.json). */
export const startTypes = ['sale', 'refund', 'reversal', 'reconciliation'] as const;
export type StartType = (typeof startTypes)[number];

const section = 'Endpoints > B. Terminal';
const transaction = 'terminal/transaction-response';

export const terminalEndpoints = {
  getPing: { method: 'GET', path: '/api/v2/ping.json', authorized: 'no', response: 'terminal/ping', section },
  getDevice: {
    method: 'GET',
    path: '/api/v2/device.json',
    authorized: 'yes',
    response: 'terminal/device',
    section,
  },
  getSettings: {
    method: 'GET',
    path: '/api/v2/settings.json',
    authorized: 'yes',
    response: 'terminal/settings',
    section,
  },
  listTransactions: {
    method: 'GET',
    path: '/api/v2/transactions.json',
    authorized: 'yes',
    response: 'terminal/transaction-list',
    section,
  },
  getLatestTransaction: {
    method: 'GET',
    path: '/api/v2/transactions/latest.json',
    authorized: 'yes',
    response: transaction,
    section,
  },
  getLastTransaction: {
    method: 'GET',
    path: '/api/v2/transactions/last.json',
    authorized: 'yes',
    response: transaction,
    section,
  },
  getCurrentTransaction: {
    method: 'GET',
    path: '/api/v2/transactions/current.json',
    authorized: 'yes',
    response: transaction,
    section,
  },
  getTransaction: {
    method: 'GET',
    path: '/api/v2/transactions/{id}.json',
    authorized: 'yes',
    response: transaction,
    section,
  },
  startTransaction: {
    method: 'POST',
    path: '/api/v2/transactions/{type}.json',
    authorized: 'yes',
    request: 'terminal/start-request',
    response: transaction,
    values: { name: 'type', list: startTypes },
    section,
  },
  getScreen: {
    method: 'GET',
    path: '/api/v2/screens/current.json',
    authorized: 'yes',
    response: 'terminal/screen',
    section,
  },
  print: {
    method: 'POST',
    path: '/api/v2/print.json',
    authorized: 'not shown',
    request: 'terminal/print-request',
    response: 'terminal/print-response',
    section,
  },
  getMerchantReceipt: {
    method: 'GET',
    path: '/api/v2/transactions/{id}/receipts/merchant.json',
    authorized: 'not shown',
    response: 'terminal/receipt-response',
    section,
  },
  getCardholderReceipt: {
    method: 'GET',
    path: '/api/v2/transactions/{id}/receipts/cardholder.json',
    authorized: 'not shown',
    response: 'terminal/receipt-response',
    section,
  },
  getReconciliationReceipt: {
    method: 'GET',
    path: '/api/v2/transactions/{id}/receipts/reconciliation.json',
    authorized: 'not shown',
    response: 'terminal/receipt-response',
    section,
  },
} as const satisfies Record<string, Endpoint>;

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
