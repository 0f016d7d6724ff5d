/**
 * The gateway's OpenAPI document against real traffic: a realistic merchant
 * session with the embedded simulator (tokenisation, a payment job created
 * with a correct Hash, the shopper's 3-D Secure choice, retrieval with and
 * without a locale, a payment with the stored token), every exchange of the
 * spec's API validated by a third-party validator (openapiJudge.ts); and
 * broken answers and requests that the same validator rejects.
 */
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { findTestCard } from '../../lib/targets/gateway/testCards.js';
import { defaultConfiguration } from '../../simulators/gateway/configuration.js';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';
import { OpenapiJudge } from './openapiJudge.js';
import { recordExchange, type RecordedExchange } from './recordedExchange.js';

const documentFile = fileURLToPath(new URL('../../generated/openapi/gateway.openapi.json', import.meta.url));
const configurationId = defaultConfiguration.id;
const apiKey = defaultConfiguration.apiKeys[0]!;

interface Job {
  data: { reference: string };
  links: { action: { url?: string } };
}

class Merchant {
  readonly exchanges: RecordedExchange[] = [];
  constructor(private readonly sim: RunningGatewaySimulator) {}

  /** A signed POST: the Hash is over the exact body string sent (Authentication > A, rule 2). */
  async post(
    path: string,
    body: object,
    hash = computeHash(apiKey, JSON.stringify(body)),
  ): Promise<RecordedExchange> {
    const raw = JSON.stringify(body);
    return this.keep(
      await recordExchange(this.sim.url, 'POST', path, { ConfigurationId: configurationId, Hash: hash }, raw),
    );
  }

  /** A GET signed with the key alone (field notes). */
  async get(path: string): Promise<RecordedExchange> {
    const headers = { ConfigurationId: configurationId, Hash: computeHash(apiKey) };
    return this.keep(await recordExchange(this.sim.url, 'GET', path, headers));
  }

  /** The shopper's choice on the 3-D Secure page: an HTML page, not part of the spec's API, so not judged. */
  async choose(job: RecordedExchange, choice: string): Promise<void> {
    const url = (job.responseBody as Job).links.action.url ?? '';
    const r = await fetch(url, {
      method: 'POST',
      body: `choice=${encodeURIComponent(choice)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.sim.url },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await r.arrayBuffer();
    if (r.status !== 303) throw new Error(`the 3-D Secure page answered ${r.status}`);
  }

  private keep(x: RecordedExchange): RecordedExchange {
    this.exchanges.push(x);
    return x;
  }
}

function cardOf(number: string): Record<string, string> {
  const card = findTestCard(number);
  if (card === undefined) throw new Error(`no test card ${number}`);
  return {
    cardNumber: card.number,
    cardExpiryMonth: '12',
    cardExpiryYear: '35',
    cardCvc: card.cvc,
    ...(card.requiresCardHolderName ? { CardHolderName: 'Zoë Ångström' } : {}),
  };
}

let orders = 0;

function jobRequest(parameters: object, extra: object = {}): object {
  return {
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters,
    order: { orderNumber: `openapi-${++orders}` },
    currency: 'EUR',
    amountToCollect: '12.34',
    ...extra,
  };
}

async function merchantSession(sim: RunningGatewaySimulator): Promise<RecordedExchange[]> {
  const m = new Merchant(sim);
  const card = cardOf('4000000000000002');
  const tokenised = await m.post('/api/gateway/card-tokenisation', card);
  const job = await m.post(
    '/api/gateway/payment-jobs',
    jobRequest(card, { options: ['GenerateToken'], locale: 'nl_NL' }),
  );
  const reference = (job.responseBody as Job).data.reference;
  await m.get(`/api/gateway/payment-jobs/${reference}?locale=nl_NL`);
  await m.choose(job, 'success');
  await m.get(`/api/gateway/payment-jobs/${reference}`);
  const token = (tokenised.responseBody as { data: { token: string } }).data.token;
  const { cardNumber: _number, CardHolderName: _name, ...rest } = card;
  const byToken = await m.post('/api/gateway/payment-jobs', jobRequest({ ...rest, token }));
  await m.choose(byToken, 'failed');
  await m.get(`/api/gateway/payment-jobs/${(byToken.responseBody as Job).data.reference}`);
  await m.get('/api/gateway/payment-jobs/123456789012345678'); // unknown: the undescribed error answer
  await m.post('/api/gateway/payment-jobs', jobRequest(card), 'AB'.repeat(64)); // wrong Hash: refused
  return m.exchanges;
}

// Both conformant personalities (docs/personalities.md): a document that only one of them
// matches would assert more than the spec.
for (const personality of ['reference', 'field'] as const) {
  test.describe(`gateway OpenAPI document, ${personality} simulator`, () => {
    // One worker records the session once; the tests judge it (in order, each independent).
    test.describe.configure({ mode: 'default' });
    let sim: RunningGatewaySimulator;
    let judge: OpenapiJudge;
    let traffic: RecordedExchange[];

    test.beforeAll(async () => {
      judge = await OpenapiJudge.load(documentFile);
      sim = await startGatewaySimulator({ port: 0, seed: 7, personality });
      traffic = await merchantSession(sim);
    });
    test.afterAll(async () => {
      await sim?.stop();
    });

    test('every exchange of a realistic session matches the document, and every operation is exercised', async () => {
      const seen = new Set<string>();
      for (const x of traffic) {
        const j = await judge.judge(x);
        expect(j.problems, `${x.method} ${x.path} -> ${x.status}`).toEqual([]);
        if (j.operationId !== undefined) seen.add(j.operationId);
      }
      expect([...seen].sort()).toEqual(judge.operationIds().sort());
      // Which 2xx and which refusal are the personality's choice (Errors, rule 2: "not shown").
      expect(traffic.map((x) => Math.floor(x.status / 100))).toEqual([2, 2, 2, 2, 2, 2, 4, 4]);
    });

    const created = (x: RecordedExchange): boolean => x.method === 'POST' && x.status === 201;
    const broken: [
      string,
      (x: RecordedExchange) => boolean,
      (x: RecordedExchange) => RecordedExchange,
      RegExp,
    ][] = [
      [
        'a payment job whose amountToCollect is a number',
        created,
        (x) => {
          const body = structuredClone(x.responseBody) as { data: Record<string, unknown> };
          body.data.amountToCollect = 12.34;
          return { ...x, responseBody: body };
        },
        /response 201: \/data\/amountToCollect must be string/,
      ],
      [
        'a payment job answer without links',
        created,
        (x) => ({ ...x, responseBody: { data: (x.responseBody as { data: unknown }).data } }),
        /response 201: \/ must have required property 'links'/,
      ],
      [
        'a token that is not numeric',
        (x) => x.path === '/api/gateway/card-tokenisation',
        (x) => {
          const body = structuredClone(x.responseBody) as { data: Record<string, unknown> };
          body.data.token = 'tok_abc';
          return { ...x, responseBody: body };
        },
        /response 200: \/data\/token must match pattern/,
      ],
      [
        'a payment job request with an amount of one fraction digit',
        created,
        (x) => ({ ...x, requestBody: { ...(x.requestBody as object), amountToCollect: '12.5' } }),
        /request: \/requestBody\/amountToCollect must match pattern/,
      ],
      [
        'a payment job request with an unknown payment method',
        created,
        (x) => ({ ...x, requestBody: { ...(x.requestBody as object), paymentMethodsToUse: ['paypal'] } }),
        /request: \/requestBody\/paymentMethodsToUse\/0 must be equal to one of the allowed values/,
      ],
      [
        'a POST without the Hash header',
        created,
        (x) => ({ ...x, headers: { configurationid: configurationId, 'content-type': 'application/json' } }),
        /no security requirement of the operation is met/,
      ],
    ];
    for (const [name, pick, breakIt, problem] of broken) {
      test(`the validator rejects ${name}`, async () => {
        const x = traffic.find(pick);
        expect(x, 'the session recorded such an exchange').toBeDefined();
        expect((await judge.judge(x!)).problems).toEqual([]);
        const j = await judge.judge(breakIt(x!));
        expect(j.problems.join('\n')).toMatch(problem);
      });
    }
  });
}
