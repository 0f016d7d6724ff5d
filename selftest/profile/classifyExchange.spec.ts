/** What each answer is recorded as in the firmware profile: given a request and its answer, want a resource and state. */
import { test, expect } from '@playwright/test';
import { classifyGateway, classifyTerminal } from '../../lib/reporting/profile/classifyExchange.js';

const terminalRows = [
  {
    request: 'GET /api/v2/ping.json',
    status: 200,
    body: {},
    want: { resource: 'terminal/ping', state: 'ok' },
  },
  {
    request: 'POST /api/v2/transactions/sale.json',
    status: 200,
    body: { transaction: { type: 'sale', is_active: true } },
    want: { resource: 'terminal/transaction-response', state: 'sale active' },
  },
  {
    request: 'GET /api/v2/transactions/latest.json',
    status: 200,
    body: { transaction: { type: 'refund', is_active: false, result: 'declined' } },
    want: { resource: 'terminal/transaction-response', state: 'refund declined' },
  },
  {
    request: 'GET /api/v2/transactions/abc/receipts/merchant.json',
    status: 200,
    body: { receipt: [] },
    want: { resource: 'terminal/receipt-response', state: 'merchant' },
  },
  {
    request: 'GET /api/v2/transactions/abc/receipts/cardholder.json',
    status: 400,
    body: { success: false },
    want: { resource: 'terminal/error', state: 'GET transactions/<id>/receipts/cardholder.json 400' },
  },
  {
    request: 'GET /api/v2/screens/current.json',
    status: 200,
    body: {},
    want: { resource: 'terminal/screen', state: 'current' },
  },
  { request: 'GET /_sim/info', status: 200, body: {}, want: undefined },
] as const;

for (const row of terminalRows) {
  test(`terminal: ${row.request} ${row.status}`, () => {
    expect(classifyTerminal(row.request, row.status, row.body)).toEqual(row.want);
  });
}

test('gateway: a created and a retrieved job are told apart by status; refusals are errors; the control API is not a resource', () => {
  const job = { data: { paymentStatus: 'Pending' } };
  expect(classifyGateway('POST', '/api/gateway/payment-jobs', 201, job)).toEqual({
    resource: 'gateway/payment-job-response',
    state: 'created Pending',
  });
  expect(
    classifyGateway('GET', '/api/gateway/payment-jobs/123456', 200, { data: { paymentStatus: 'Paid' } }),
  ).toEqual({
    resource: 'gateway/payment-job-response',
    state: 'retrieved Paid',
  });
  expect(classifyGateway('GET', '/api/gateway/payment-jobs/123456', 404, {})).toEqual({
    resource: 'gateway/error-envelope',
    state: 'GET /api/gateway/payment-jobs/<reference> 404',
  });
  expect(classifyGateway('GET', '/_sim/info', 200, {})).toBeUndefined();
});
