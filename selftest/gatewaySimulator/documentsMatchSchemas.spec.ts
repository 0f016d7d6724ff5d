/**
 * Every document the simulator serves passes the schemas, in every state
 * (GW-TOK-2, GW-JOB-2, GW-JOB-15, GW-3DS-6): tokenisation, payment jobs
 * pending and after each choice, with card or token, mcc 6012, a 3-D
 * Secure 2.2 card, retrieval with a locale, and the error envelope.
 */
import type { SchemaName } from '../../generated/schemas.js';
import { findTestCard } from '../../lib/targets/gateway/testCards.js';
import { formatErrors, validate } from '../../lib/judging/validation/validate.js';
import {
  cardParameters,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type GatewayTestClient,
  type JobDoc,
} from './gatewayTest.js';

function expectValid(name: SchemaName, doc: unknown): void {
  const v = validate(name, doc);
  expect(v.ok, v.ok ? '' : formatErrors(name, v.errors)).toBe(true);
}

function expectJob(doc: unknown, processed: boolean): void {
  expectValid('gateway/payment-job-response', doc);
  const details = JSON.parse(
    (doc as JobDoc).data.payments[0]!.attributes.serviceAcquiringDetails ?? '',
  ) as unknown;
  expectValid(
    processed ? 'gateway/service-acquiring-details-processed' : 'gateway/service-acquiring-details-initial',
    details,
  );
}

const recipient = JSON.stringify({
  lastname: 'Müller',
  dateOfBirth: '1980-02-29T00:00:00Z',
  postcode: '1012 AB',
  primaryAccountNumber: 'NL91ABNA0417164300',
});

async function createAndGet(gw: GatewayTestClient, req: object): Promise<JobDoc> {
  const created = await gw.post('/api/gateway/payment-jobs', req);
  expect(created.status, created.text).toBe(201);
  expectJob(created.body, false);
  const ref = (created.body as JobDoc).data.reference;
  const got = await gw.get(`/api/gateway/payment-jobs/${ref}?locale=de_DE`);
  expect(got.status).toBe(200);
  expectJob(got.body, false);
  return created.body as JobDoc;
}

test('tokenisation responses match the schema, for every table card', async ({ gw }) => {
  const { cards } = (await gw.control('/_sim/cards')).body as { cards: { number: string }[] };
  for (const { number } of cards) {
    const card = findTestCard(number)!;
    const r = await gw.post('/api/gateway/card-tokenisation', {
      cardNumber: card.number,
      cardExpiryMonth: '01',
      cardExpiryYear: '40',
      cardCvc: card.cvc,
      ...(card.requiresCardHolderName ? { CardHolderName: 'Zoë Ångström' } : {}),
    });
    expect(r.status, r.text).toBe(200);
    expectValid('gateway/tokenisation-response', r.body);
  }
});

for (const choice of ['success', 'failed', 'not-authenticated', 'cancel']) {
  test(`payment job documents match the schemas before and after "${choice}"`, async ({ gw }) => {
    const job = await createAndGet(
      gw,
      jobRequest(cardParameters(visaChallenge), { options: ['GenerateToken'], locale: 'nl_NL' }),
    );
    const moved = await gw.choose(job.links.action.url!, choice);
    expect(moved.status).toBe(303);
    const after = await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`);
    expectJob(after.body, true);
  });
}

test('documents match for token payments, mcc 6012 debit, 3-D Secure 2.2 and issuer declines', async ({
  gw,
}) => {
  const tok = await gw.post('/api/gateway/card-tokenisation', {
    cardNumber: '4000056655665556',
    cardExpiryMonth: '11',
    cardExpiryYear: '39',
    cardCvc: '123',
  });
  const token = (tok.body as { data: { token: string } }).data.token;
  const requests = [
    jobRequest({ token, mcc: '6012', recipientDetails: recipient }, { options: ['GenerateToken'] }),
    jobRequest({
      ...cardParameters(findTestCard('4000000000003238')!),
      mcc: '6012',
      recipientDetails: recipient,
    }),
    jobRequest(cardParameters(findTestCard('5200000000001005')!), {
      paymentMethodsToUse: ['CreditCard', 'Card'],
    }),
    jobRequest(cardParameters(findTestCard('5105105105105100')!), {
      order: { orderNumber: 'x', orderLines: [{ sku: 'a' }] },
    }),
  ];
  for (const req of requests) {
    const job = await createAndGet(gw, req);
    await gw.choose(job.links.action.url!, 'success');
    expectJob((await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body, true);
  }
});

test('error answers use the error envelope', async ({ gw }) => {
  const answers = [
    await gw.post('/api/gateway/payment-jobs', '{"type":', {}),
    await gw.post('/api/gateway/payment-jobs', jobRequest({}), { hash: 'AB'.repeat(64) }),
    await gw.post('/api/gateway/payment-jobs', jobRequest({}), { configurationId: 'nobody' }),
    await gw.post('/api/gateway/payment-jobs', jobRequest({ cardNumber: '4000000000000001' })),
    await gw.get('/api/gateway/payment-jobs/123456789012345678'),
  ];
  for (const a of answers) {
    expect(a.status).toBeGreaterThanOrEqual(400);
    expectValid('gateway/error-envelope', a.body);
  }
});
