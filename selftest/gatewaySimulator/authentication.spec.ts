/**
 * Authentication A as a given/want table (HASH-*, GW-AUTH-*): the Hash is
 * SHA-512 of the API key followed by the exact body bytes, compared
 * case-insensitively; any active key of the configuration matches.
 */
import { computeHash } from '../../lib/targets/gateway/hash.js';
import {
  cardParameters,
  configA,
  configB,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type SignOptions,
} from './gatewayTest.js';

const body = Buffer.from(JSON.stringify(jobRequest(cardParameters(visaChallenge))), 'utf8');
const changed = Buffer.from(body.toString('utf8').replace('12.34', '12.35'), 'utf8');

interface Row {
  id: string;
  given: string;
  send?: Buffer;
  sign: SignOptions;
  status: number;
  code?: string;
}

const rows: Row[] = [
  { id: 'HASH-1', given: 'the first key, upper case', sign: {}, status: 201 },
  {
    id: 'HASH-8',
    given: 'lower-case hex',
    sign: { hash: computeHash(configA.apiKeys[0]!, body).toLowerCase() },
    status: 201,
  },
  {
    id: 'HASH-1',
    given: 'the second active key (rotation)',
    sign: { key: configA.apiKeys[1]! },
    status: 201,
  },
  { id: 'HASH-2', given: 'a wrong Hash', sign: { hash: 'A'.repeat(128) }, status: 401, code: 'InvalidHash' },
  { id: 'HASH-3', given: 'no Hash', sign: { hash: null }, status: 401, code: 'MissingHash' },
  {
    id: 'HASH-6',
    given: 'a Hash that is not 128 hex characters',
    sign: { hash: 'abc' },
    status: 401,
    code: 'InvalidHash',
  },
  {
    id: 'HASH-4',
    given: 'the Hash of the body before one byte changed',
    send: changed,
    sign: { hash: computeHash(configA.apiKeys[0]!, body) },
    status: 401,
    code: 'InvalidHash',
  },
  {
    id: 'HASH-5',
    given: 'the Hash of the body followed by the key',
    sign: { hash: computeHash('', Buffer.concat([body, Buffer.from(configA.apiKeys[0]!)])) },
    status: 401,
    code: 'InvalidHash',
  },
  {
    id: 'HASH-10',
    given: "another configuration's key",
    sign: { key: configB.apiKeys[0]! },
    status: 401,
    code: 'InvalidHash',
  },
  {
    id: 'GW-AUTH-1',
    given: 'no ConfigurationId',
    sign: { configurationId: null },
    status: 401,
    code: 'MissingConfigurationId',
  },
  {
    id: 'GW-AUTH-2',
    given: "a foreign ConfigurationId with the caller's key",
    sign: { configurationId: configB.id },
    status: 401,
    code: 'InvalidHash',
  },
  {
    id: 'GW-AUTH-2',
    given: 'an unknown ConfigurationId',
    sign: { configurationId: 'nobody' },
    status: 404,
    code: 'ConfigurationNotFound',
  },
];

for (const r of rows) {
  test(`${r.id}: POST payment-jobs with ${r.given} answers ${r.status}`, async ({ gw }) => {
    const a = await gw.post('/api/gateway/payment-jobs', r.send ?? body, r.sign);
    expect(a.status, a.text).toBe(r.status);
    if (r.code !== undefined) {
      const env = a.body as { errorReport: { errors: { code: string }[] } };
      expect(env.errorReport.errors[0]?.code).toBe(r.code);
      // Refusals never echo the Hash or the key.
      expect(a.text).not.toMatch(/[0-9A-Fa-f]{128}/);
    }
  });
}

test('HASH-7: an accented cardholder name hashed over its UTF-8 bytes is accepted', async ({ gw }) => {
  const doc = {
    cardNumber: '4000000000003220',
    cardExpiryMonth: '05',
    cardExpiryYear: '38',
    cardCvc: '123',
    CardHolderName: 'José Ñúñez',
  };
  const raw = Buffer.from(JSON.stringify(doc), 'utf8');
  expect((await gw.post('/api/gateway/card-tokenisation', raw)).status).toBe(200);
  // The same text hashed as Latin-1 does not match.
  const latin1 = computeHash(configA.apiKeys[0]!, Buffer.from(raw.toString('utf8'), 'latin1'));
  expect((await gw.post('/api/gateway/card-tokenisation', raw, { hash: latin1 })).status).toBe(401);
});

test('GW-GET-4: GET signs the key alone; the query is not covered; jobs of another configuration are not found', async ({
  gw,
}) => {
  const created = await gw.post('/api/gateway/payment-jobs', body);
  const ref = (created.body as { data: { reference: string } }).data.reference;
  expect((await gw.get(`/api/gateway/payment-jobs/${ref}`)).status).toBe(200);
  expect(
    (await gw.get(`/api/gateway/payment-jobs/${ref}?locale=fr_FR`, { key: configA.apiKeys[1]! })).status,
  ).toBe(200);
  expect(
    (await gw.get(`/api/gateway/payment-jobs/${ref}`, { hash: computeHash(configA.apiKeys[0]!, '{}') }))
      .status,
  ).toBe(401);
  expect(
    (
      await gw.get(`/api/gateway/payment-jobs/${ref}`, {
        configurationId: configB.id,
        key: configB.apiKeys[0]!,
      })
    ).status,
  ).toBe(404);
  expect((await gw.get('/api/gateway/payment-jobs/999999999999999999')).status).toBe(404);
});
