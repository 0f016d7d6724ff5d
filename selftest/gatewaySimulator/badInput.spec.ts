/**
 * Bad input as a given/want table (GW-ERR-1, GW-ERR-2, GW-TOK-6, GW-FI-*):
 * every row is refused with a 4xx naming the field, the server keeps
 * serving, and a stored job never changes.
 */
import { findTestCard } from '../../lib/targets/gateway/testCards.js';
import {
  cardParameters,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type GatewayTestClient,
  type SignOptions,
} from './gatewayTest.js';

const visa = cardParameters(visaChallenge);
const debit = cardParameters(findTestCard('4000056655665556')!);
const recipient = JSON.stringify({
  lastname: 'Doe',
  dateOfBirth: '1990-01-01',
  postcode: 'AB1 2CD',
  primaryAccountNumber: '400000****0002',
});

interface Row {
  given: string;
  path?: string;
  body: string | Buffer | object;
  sign?: SignOptions;
  status: number;
  /** A field or rule named in errorReport.errors[].parameters, or the code. */
  names: string;
}

const rows: Row[] = [
  { given: 'malformed JSON', body: '{"type":"Payment",', status: 400, names: 'MalformedJson' },
  { given: 'an array body', body: '[]', status: 400, names: 'body' },
  {
    given: 'text/plain',
    body: jobRequest(visa),
    sign: { contentType: 'text/plain' },
    status: 415,
    names: 'Content-Type',
  },
  {
    given: 'a Latin-1 charset',
    body: jobRequest(visa),
    sign: { contentType: 'application/json; charset=iso-8859-1' },
    status: 415,
    names: 'Content-Type',
  },
  {
    given: 'invalid UTF-8',
    body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    status: 400,
    names: 'InvalidEncoding',
  },
  {
    given: 'a body over 64 KiB',
    body: JSON.stringify({ pad: 'x'.repeat(70_000) }),
    status: 413,
    names: 'RequestTooLarge',
  },
  {
    given: 'a numeric amount',
    body: jobRequest(visa, { amountToCollect: 12.34 }),
    status: 400,
    names: 'amountToCollect',
  },
  {
    given: 'an amount of zero',
    body: jobRequest(visa, { amountToCollect: '0.00' }),
    status: 400,
    names: 'amountToCollect',
  },
  { given: 'type Refund', body: jobRequest(visa, { type: 'Refund' }), status: 400, names: 'type' },
  {
    given: 'an unknown payment method',
    body: jobRequest(visa, { paymentMethodsToUse: ['ideal'] }),
    status: 400,
    names: 'paymentMethodsToUse.0',
  },
  {
    given: 'a lower-case currency',
    body: jobRequest(visa, { currency: 'eur' }),
    status: 400,
    names: 'currency',
  },
  {
    given: 'an unknown option',
    body: jobRequest(visa, { options: ['StoreCard'] }),
    status: 400,
    names: 'options.0',
  },
  {
    given: 'no order number',
    body: jobRequest(visa, { order: {} }),
    status: 400,
    names: 'order.orderNumber',
  },
  {
    given: 'a Luhn-invalid card',
    body: jobRequest({ ...visa, cardNumber: '4000000000000001' }),
    status: 400,
    names: 'parameters.cardNumber',
  },
  {
    given: 'an expired card',
    body: jobRequest({ ...visa, cardExpiryYear: '20' }),
    status: 400,
    names: 'parameters.cardExpiryMonth',
  },
  {
    given: 'a one-digit month',
    body: jobRequest({ ...visa, cardExpiryMonth: '5' }),
    status: 400,
    names: 'parameters.cardExpiryMonth',
  },
  {
    given: 'a five-digit CVC',
    body: jobRequest({ ...visa, cardCvc: '12345' }),
    status: 400,
    names: 'parameters.cardCvc',
  },
  {
    given: 'both cardNumber and token',
    body: jobRequest({ ...visa, token: '123' }),
    status: 400,
    names: 'parameters.cardNumber',
  },
  {
    given: 'an unknown token',
    body: jobRequest({ token: '12345678901234567890' }),
    status: 400,
    names: 'parameters.token',
  },
  {
    given: 'one key in two spellings',
    body: jobRequest({ ...visa, CARDNUMBER: visa.cardNumber }),
    status: 400,
    names: 'parameters.cardNumber',
  },
  {
    given: 'mcc 6012 without recipientDetails',
    body: jobRequest({ ...debit, mcc: '6012' }),
    status: 400,
    names: 'parameters.recipientDetails',
  },
  {
    given: 'recipientDetails that is not JSON',
    body: jobRequest({ ...debit, mcc: '6012', recipientDetails: '{lastname: Doe}' }),
    status: 400,
    names: 'parameters.recipientDetails',
  },
  {
    given: 'recipientDetails without a postcode',
    body: jobRequest({
      ...debit,
      mcc: '6012',
      recipientDetails: JSON.stringify({
        lastname: 'D',
        dateOfBirth: '1990-01-01',
        primaryAccountNumber: '1',
      }),
    }),
    status: 400,
    names: 'parameters.recipientDetails.postcode',
  },
  {
    given: 'a credit card for mcc 6012',
    body: jobRequest({ ...visa, mcc: '6012', recipientDetails: recipient }),
    status: 400,
    names: 'parameters.cardNumber',
  },
  {
    given: 'a 3-D Secure 2.2 card without cardHolderName',
    body: jobRequest({ ...cardParameters(findTestCard('4000000000003220')!), cardHolderName: undefined }),
    status: 400,
    names: 'parameters.cardHolderName',
  },
  {
    given: 'tokenisation of a 3-D Secure 2.2 card without CardHolderName',
    path: '/api/gateway/card-tokenisation',
    body: { cardNumber: '4000000000003220', cardExpiryMonth: '01', cardExpiryYear: '39', cardCvc: '123' },
    status: 400,
    names: 'CardHolderName',
  },
  {
    given: 'tokenisation without a CVC',
    path: '/api/gateway/card-tokenisation',
    body: { cardNumber: '4111111111111111', cardExpiryMonth: '01', cardExpiryYear: '39' },
    status: 400,
    names: 'cardCvc',
  },
];

async function snapshot(gw: GatewayTestClient, ref: string): Promise<string> {
  return (await gw.get(`/api/gateway/payment-jobs/${ref}`)).text;
}

for (const r of rows) {
  test(`GW-ERR-1: ${r.given} is refused with ${r.status} naming ${r.names}; stored jobs stay as they were`, async ({
    gw,
  }) => {
    const created = await gw.post(
      '/api/gateway/payment-jobs',
      jobRequest(visa, { options: ['GenerateToken'] }),
    );
    const ref = (created.body as { data: { reference: string } }).data.reference;
    const before = await snapshot(gw, ref);
    const a = await gw.post(r.path ?? '/api/gateway/payment-jobs', r.body, r.sign);
    expect(a.status, a.text).toBe(r.status);
    const env = a.body as { errorReport: { errors: { code: string; parameters: string[] }[] } };
    const named = env.errorReport.errors.flatMap((e) => [e.code, ...e.parameters]);
    expect(named).toContain(r.names);
    expect(a.text).not.toContain('4000000000000002');
    expect(a.text).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
    expect(await snapshot(gw, ref)).toBe(before);
    expect((await gw.control('/_sim/info')).status).toBe(200);
  });
}

test('keys are matched case-insensitively (field notes)', async ({ gw }) => {
  const { cardNumber, cardExpiryMonth, cardExpiryYear, cardCvc } = visa;
  const a = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest(
      {
        CardNumber: cardNumber,
        CARDEXPIRYMONTH: cardExpiryMonth,
        cardexpiryyear: cardExpiryYear,
        CardCvc: cardCvc,
      },
      { Currency: 'EUR' },
    ),
  );
  // `Currency` and the default `currency` are one key in two spellings: refused; without the duplicate it passes.
  expect(a.status).toBe(400);
  const b = await gw.post(
    '/api/gateway/payment-jobs',
    jobRequest({
      CardNumber: cardNumber,
      CARDEXPIRYMONTH: cardExpiryMonth,
      cardexpiryyear: cardExpiryYear,
      CardCvc: cardCvc,
    }),
  );
  expect(b.status, b.text).toBe(201);
});

test('a bad locale, an unknown choice and unknown pages are refused without changing the job', async ({
  gw,
}) => {
  const created = await gw.post('/api/gateway/payment-jobs', jobRequest(visa));
  const job = created.body as { data: { reference: string }; links: { action: { url: string } } };
  const before = await snapshot(gw, job.data.reference);
  expect((await gw.get(`/api/gateway/payment-jobs/${job.data.reference}?locale=english`)).status).toBe(400);
  expect((await gw.choose(job.links.action.url, 'maybe')).status).toBe(400);
  expect((await gw.choose(job.links.action.url.replace(/\d+$/, '1'), 'success')).status).toBe(404);
  expect((await gw.get('/api/gateway/nothing')).status).toBe(404);
  expect(await snapshot(gw, job.data.reference)).toBe(before);
});
