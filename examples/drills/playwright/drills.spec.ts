/**
 * An application's own Playwright tests meeting a lost answer on demand:
 * each test arms a drill on a simulator (`outcomes.drill(...)`, the
 * simulators' `/_sim/drills`, docs/drills.md), then does what the
 * application does when an answer never comes. Through the recording proxy
 * (`paycert proxy --drill`) the client judge would say the same; here the
 * test asserts it.
 * Run: npx playwright test -c examples/drills/playwright
 */
import { randomUUID } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { signGatewayRequest, startSimulators, type Simulators } from 'paycert';

let sims: Simulators;

test.beforeAll(async () => {
  // The terminal's clock runs ten times faster: a sale, and a drill's duration, take a tenth of the time.
  sims = await startSimulators({ terminal: { clockSpeed: 10 } });
});

test.afterAll(async () => {
  await sims.stop();
});

test('a sale whose answer is lost is found by the id the application supplied, not started again', async () => {
  await sims.terminal.outcomes.queue('approved');
  await sims.terminal.outcomes.drill('lost-start-answer');
  const headers = { ...sims.terminal.headers, 'content-type': 'application/json' };
  const id = randomUUID();
  // The terminal starts the sale; its answer never arrives (the connection is closed).
  const start = fetch(`${sims.terminal.url}/api/v2/transactions/sale.json`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: 1250, id }),
  });
  await expect(start).rejects.toThrow();
  // Recovery: find it by its id ("Client-supplied values are allowed") and follow it to its end.
  let result: unknown;
  await expect
    .poll(
      async () => {
        const r = await fetch(`${sims.terminal.url}/api/v2/transactions/${id}.json`, { headers });
        const txn = ((await r.json()) as { transaction?: { is_active?: boolean; result?: string } })
          .transaction;
        result = txn?.result;
        return txn?.is_active;
      },
      { timeout: 10_000 },
    )
    .toBe(false);
  expect(result).toBe('approved');
});

test('a payment job whose answer is a 502 is not created again for the same order', async () => {
  await sims.gateway.outcomes.drill('gateway-5xx-after-create');
  const body = JSON.stringify({
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters: {
      cardNumber: '4000000000000002',
      cardExpiryMonth: '12',
      cardExpiryYear: '30',
      cardCvc: '123',
    },
    order: { orderNumber: 'order-1' },
    currency: 'EUR',
    amountToCollect: '12.50',
  });
  const signed = signGatewayRequest(
    { configurationId: sims.gateway.configurationId, apiKey: sims.gateway.apiKey },
    body,
  );
  const r = await fetch(`${sims.gateway.url}/api/gateway/payment-jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed },
    body,
  });
  // The gateway created the job; the application got 502 and no reference. Correct: no second job
  // for order-1 (mark the order for a look in the gateway's back office instead).
  expect(r.status).toBe(502);
});
