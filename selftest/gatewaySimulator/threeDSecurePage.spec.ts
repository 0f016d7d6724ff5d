/**
 * The 3-D Secure page in headless Chromium, one test per choice: the page
 * shows merchant, amount and the masked card only; the choice moves the job
 * and 303-redirects the browser to the matching return URL with its query
 * (GW-3DS-*, GW-JOB-13/14, GW-TKN-*).
 */
import { findTestCard } from '../../lib/targets/gateway/testCards.js';
import {
  cardParameters,
  configA,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type JobDoc,
} from './gatewayTest.js';
import { startReturnReceiver } from './returnReceiver.js';

const cases = [
  { button: 'Authentication successful', status: 'Paid', kind: 'success', step: 'Paid', token: true },
  { button: 'Authentication failed', status: 'Failed', kind: 'failed', step: 'Failed', token: false },
  { button: 'Not authenticated', status: 'Failed', kind: 'failed', step: 'Failed', token: false },
  { button: 'Cancel', status: 'Cancelled', kind: 'cancelled', step: undefined, token: false },
] as const;

for (const c of cases) {
  test(`3-D Secure page: "${c.button}" ends ${c.status} and returns to ${c.kind}`, async ({ gw, page }) => {
    const receiver = await startReturnReceiver();
    try {
      const created = await gw.post(
        '/api/gateway/payment-jobs',
        jobRequest(
          {
            ...cardParameters(visaChallenge),
            returnUrlSuccess: `${receiver.url}/success?shop=1`,
            returnUrlFailed: `${receiver.url}/failed`,
            returnUrlCancelled: `${receiver.url}/cancelled`,
          },
          { options: ['GenerateToken'], order: { orderNumber: 'ord-77' } },
        ),
      );
      expect(created.status).toBe(201);
      const job = created.body as JobDoc;
      const action = job.links.action.url;
      expect(action).toBeDefined();

      await page.goto(action!);
      await expect(page.getByTestId('merchant')).toHaveText(configA.name);
      await expect(page.getByTestId('amount')).toHaveText('12.34 EUR');
      await expect(page.getByTestId('card')).toContainText('400000******0002');
      expect(await page.content()).not.toContain(visaChallenge.number);
      for (const name of cases.map((x) => x.button)) {
        await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
      }

      await page.getByRole('button', { name: c.button, exact: true }).click();
      await page.waitForURL((u) => u.origin === receiver.url, { timeout: 5_000 });
      const landed = new URL(page.url());
      expect(landed.pathname).toBe(`/${c.kind}`);
      expect(landed.searchParams.get('paymentjobref')).toBe(job.data.reference);
      expect(landed.searchParams.get('paymentref')).toBe(job.data.payments[0]!.reference);
      expect(landed.searchParams.get('ordernumber')).toBe('ord-77');
      expect(landed.searchParams.get('status')).toBe(c.kind === 'cancelled' ? 'cancelled' : null);
      if (c.kind === 'success') expect(landed.searchParams.get('shop')).toBe('1');

      const after = (await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body as JobDoc;
      expect(after.data.paymentStatus).toBe(c.status);
      const payment = after.data.payments[0]!;
      expect(payment.status).toBe(c.status);
      const process = payment.steps.filter((s) => s.action === 'Process');
      expect(process.map((s) => s.status)).toEqual(c.step === undefined ? [] : [c.step]);
      expect(payment.attributes.token !== undefined).toBe(c.token);
      // The browser's form POST carries Origin; the payment records it after processing (GW-3DS-6).
      if (c.step !== undefined) expect(payment.attributes.originHeader).toBe(new URL(action!).origin);
      if (c.status === 'Paid') expect(after.data.paidAmount).toBe('12.34');
      else expect(after.data.paidAmount).toBeUndefined();

      // A second visit shows the outcome; a second choice pays nothing twice.
      await page.goto(action!);
      await expect(page.getByTestId('status')).toHaveText(c.status);
      const again = await gw.choose(action!, 'success');
      expect(again.status).toBe(303);
      const still = (await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body as JobDoc;
      expect(still.data.paymentStatus).toBe(c.status);
      expect(still.data.payments[0]!.steps.length).toBe(payment.steps.length);
    } finally {
      await receiver.close();
    }
  });
}

test('3-D Secure page: a card the issuer declines ends Declined after a passed authentication', async ({
  gw,
  page,
}) => {
  const card = findTestCard('4000000000000069')!;
  const job = (await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(card)))).body as JobDoc;
  await page.goto(job.links.action.url!);
  await page.getByRole('button', { name: 'Authentication successful' }).click();
  await expect(page.getByTestId('return-kind')).toHaveText('Returned: failed');
  const after = (await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body as JobDoc;
  expect(after.data.paymentStatus).toBe('Declined');
});

test('3-D Secure page: a frictionless card says so on the page', async ({ gw, page }) => {
  const card = findTestCard('4111111111111111')!;
  const job = (await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(card)))).body as JobDoc;
  await page.goto(job.links.action.url!);
  await expect(page.getByTestId('flow')).toContainText('Frictionless');
});
