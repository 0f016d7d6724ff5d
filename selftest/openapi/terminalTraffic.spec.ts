/**
 * The terminal's OpenAPI document against real traffic: a realistic client
 * session with the embedded simulator (device, settings, a sale with a card
 * presented through the control API, polling, list, receipts, print, refund,
 * reversal, reconciliation), every exchange of the spec's API validated by a
 * third-party validator (openapiJudge.ts); and broken answers and requests
 * that the same validator rejects, so the check can fail.
 */
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator, type RunningTerminalSimulator } from '../../simulators/terminal/index.js';
import { OpenapiJudge } from './openapiJudge.js';
import { recordExchange, type RecordedExchange } from './recordedExchange.js';

const documentFile = fileURLToPath(new URL('../../generated/openapi/terminal.openapi.json', import.meta.url));
const auth = {
  authorization: `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`,
};

interface Session {
  readonly exchanges: RecordedExchange[];
  /** A request of the spec's API, recorded for judging. */
  api(
    method: string,
    path: string,
    body?: object,
    headers?: Record<string, string>,
  ): Promise<RecordedExchange>;
  /** A control-API request (`/_sim/`): not part of the spec, so not judged. */
  control(path: string, body: object): Promise<number>;
}

function session(sim: RunningTerminalSimulator): Session {
  const exchanges: RecordedExchange[] = [];
  return {
    exchanges,
    async api(method, path, body, headers = auth) {
      const x = await recordExchange(sim.url, method, path, headers, body && JSON.stringify(body));
      exchanges.push(x);
      return x;
    },
    async control(path, body) {
      return (await recordExchange(sim.url, 'POST', path, auth, JSON.stringify(body))).status;
    },
  };
}

interface Txn {
  id: string;
  is_active: boolean;
}
const txnOf = (x: RecordedExchange): Txn => (x.responseBody as { transaction: Txn }).transaction;

const idle = 'app.views.layouts.idle';
const sceneOf = (x: RecordedExchange): string =>
  (x.responseBody as { scene?: { path?: string } }).scene?.path ?? '';

/**
 * Presents the card when one is awaited, polls the transaction until it ends, then the screen
 * until the device is idle ("ready for another", States > B). Bounded; the clock is simulated.
 */
async function complete(s: Session, id: string, card: string): Promise<void> {
  let ended = false;
  for (let step = 0; step < 400; step++) {
    ended ||= !txnOf(await s.api('GET', `/api/v2/transactions/${id}.json`)).is_active;
    if (ended && sceneOf(await s.api('GET', '/api/v2/screens/current.json')) === idle) return;
    if (!ended) await s.control('/_sim/present', { card }); // 409 while no card is awaited
    await s.control('/_sim/clock/advance', { ms: 250 });
  }
  throw new Error(`transaction ${id} not ended with the device idle after the step bound`);
}

async function clientSession(sim: RunningTerminalSimulator): Promise<RecordedExchange[]> {
  const s = session(sim);
  const card = 'visa-qvsdc-contactless';
  await s.api('GET', '/api/v2/ping.json', undefined, {});
  await s.api('GET', '/api/v2/device.json');
  await s.api('GET', '/api/v2/settings.json');
  await s.api('GET', '/api/v2/screens/current.json');
  await s.api('GET', '/api/v2/transactions/current.json'); // idle: the error answer
  const sale = txnOf(await s.api('POST', '/api/v2/transactions/sale.json', { amount: 1250 }));
  await s.api('GET', '/api/v2/transactions/current.json');
  await s.api('GET', '/api/v2/screens/current.json');
  await complete(s, sale.id, card);
  await s.api('GET', '/api/v2/transactions.json');
  await s.api('GET', '/api/v2/transactions/latest.json');
  await s.api('GET', '/api/v2/transactions/last.json');
  const merchant = await s.api('GET', `/api/v2/transactions/${sale.id}/receipts/merchant.json`);
  await s.api('GET', `/api/v2/transactions/${sale.id}/receipts/cardholder.json`);
  await s.api('GET', `/api/v2/transactions/${sale.id}/receipts/reconciliation.json`); // 400
  const instructions = (merchant.responseBody as { receipt: unknown[] }).receipt;
  await s.api('POST', '/api/v2/print.json', { instructions });
  const refund = txnOf(await s.api('POST', '/api/v2/transactions/refund.json', { amount: 500 }));
  await complete(s, refund.id, card);
  const reversal = txnOf(
    await s.api('POST', '/api/v2/transactions/reversal.json', { reference_txn_id: sale.id }),
  );
  await complete(s, reversal.id, card);
  const reconciliation = txnOf(await s.api('POST', '/api/v2/transactions/reconciliation.json', {}));
  await complete(s, reconciliation.id, card);
  await s.api('GET', `/api/v2/transactions/${reconciliation.id}/receipts/cardholder.json`); // 400
  await s.api('GET', `/api/v2/transactions/${reconciliation.id}/receipts/reconciliation.json`);
  await s.api('GET', '/api/v2/transactions/no-such-id.json'); // unknown id: the error answer
  return s.exchanges;
}

// Both conformant personalities (docs/personalities.md): a document that only one of them
// matches would assert more than the spec.
for (const personality of ['reference', 'field'] as const) {
  test.describe(`terminal OpenAPI document, ${personality} simulator`, () => {
    // One worker records the session once; the tests judge it (in order, each independent).
    test.describe.configure({ mode: 'default' });
    let sim: RunningTerminalSimulator;
    let judge: OpenapiJudge;
    let traffic: RecordedExchange[];

    test.beforeAll(async () => {
      judge = await OpenapiJudge.load(documentFile);
      sim = await startTerminalSimulator({ port: 0, seed: 7, clockSpeed: 0, personality });
      traffic = await clientSession(sim);
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
      // The session met the spec's error cases too (idle current.json, the two 400 receipts, an
      // unknown id), so their descriptions were checked; which 4xx is the personality's choice.
      expect(traffic.filter((x) => x.status >= 400).map((x) => Math.floor(x.status / 100))).toEqual([
        4, 4, 4, 4,
      ]);
    });

    const broken: [
      string,
      (x: RecordedExchange) => boolean,
      (x: RecordedExchange) => RecordedExchange,
      RegExp,
    ][] = [
      [
        'a transaction whose amount is a string',
        (x) => x.path.endsWith('/latest.json'),
        (x) => {
          const body = structuredClone(x.responseBody) as { transaction: Record<string, unknown> };
          body.transaction.amount = '12.50';
          return { ...x, responseBody: body };
        },
        /response 200: \/transaction\/amount must be number/,
      ],
      [
        'a device answer without success',
        (x) => x.path === '/api/v2/device.json',
        (x) => ({ ...x, responseBody: { device: (x.responseBody as { device: unknown }).device } }),
        /response 200: \/ must have required property 'success'/,
      ],
      [
        'a printer instruction with an unknown command in a receipt',
        (x) => x.path.endsWith('/receipts/merchant.json'),
        (x) => ({ ...x, responseBody: { success: true, receipt: [{ command: 'image' }] } }),
        /response 200: \/receipt\/0/,
      ],
      [
        'a status the operation does not declare (ping.json is a static answer)',
        (x) => x.path === '/api/v2/ping.json',
        (x) => ({ ...x, status: 503 }),
        /status 503 is not declared/,
      ],
      [
        'a refusal whose body does not carry success',
        (x) => x.path === '/api/v2/settings.json',
        (x) => ({ ...x, status: 500, responseBody: { error: 'internal' } }),
        /response 500: \/ must have required property 'success'/,
      ],
      [
        'a sale started with a decimal string amount',
        (x) => x.path === '/api/v2/transactions/sale.json',
        (x) => ({ ...x, requestBody: { amount: '12.50' } }),
        /request: \/requestBody\/amount must be integer/,
      ],
      [
        'an authorized endpoint without credentials',
        (x) => x.path === '/api/v2/transactions.json',
        (x) => ({ ...x, headers: {} }),
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
