/**
 * Issue 13 item 6: schema-derived invalid requests (wrong types, missing and
 * extra fields, boundary amounts, deep nesting, invalid UTF-8) thrown at
 * both simulators: never a 5xx, never a crash, and every refusal is a 4xx
 * that names the field. Bounded runs; the seed is printed and
 * PAYCERT_FUZZ_SEED replays a run.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';
import { startTerminalSimulator, type RunningTerminalSimulator } from '../../simulators/terminal/index.js';
import { mutations, pathsOf, schemaShape, type Mutation, type MutationPlan } from './schemaMutations.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';

const seed = Number(process.env.PAYCERT_FUZZ_SEED ?? 13_006);
const RUNS = 120;
const AUTH = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;

let terminal: RunningTerminalSimulator;
let gateway: RunningGatewaySimulator;
test.beforeAll(async () => {
  console.log(`schema fuzz: seed ${seed}, ${RUNS} runs per request kind (PAYCERT_FUZZ_SEED=${seed} replays)`);
  terminal = await startTerminalSimulator({ port: 0, seed: 5, clockSpeed: 0 });
  gateway = await startGatewaySimulator({ port: 0 });
});
test.afterAll(async () => {
  await terminal.stop();
  await gateway.stop();
});

interface Target {
  readonly name: string;
  readonly plan: () => MutationPlan;
  send(body: Buffer): Promise<{ status: number; text: string }>;
  alive(): Promise<number>;
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: new Uint8Array(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: r.status, text: await r.text() };
}

const sale = { amount: 1_234, id: 'fuzz-1', tip_amount: 0, amount_other: 0, timeout_ms: 60_000 };
const print = { instructions: [{ command: 'text', text: 'hi', x: 0, y: 0, font_size: 24 }] };
const card = { cardNumber: '4000000000000002', cardExpiryMonth: '12', cardExpiryYear: '35', cardCvc: '123' };
const job = {
  type: 'Payment',
  paymentMethodsToUse: ['creditcard'],
  parameters: { ...card, cardHolderName: 'Zoe Example', returnUrlSuccess: 'https://shop.example/ok' },
  order: { orderNumber: 'order-1', orderLines: [{ name: 'tea', quantity: 1 }] },
  currency: 'EUR',
  amountToCollect: '12.34',
};
const terminalAmounts = [0, -1, 100_000_000, 1.5, 1e300];
const gatewayAmounts = ['0.00', '1000000.00', '1.5', '-1.00', '1e3', ' 1.00', '12,34'];

function terminalTarget(name: string, path: string, plan: () => MutationPlan): Target {
  return {
    name,
    plan,
    send: (body) => post(`${terminal.url}${path}`, { authorization: AUTH }, body),
    alive: async () => (await fetch(`${terminal.url}/api/v2/ping.json`)).status,
  };
}
function gatewayTarget(name: string, path: string, plan: () => MutationPlan): Target {
  return {
    name,
    plan,
    send: (body) =>
      post(
        `${gateway.url}${path}`,
        { ConfigurationId: 'paycert-sim', Hash: computeHash('paycert-sim-key', body) },
        body,
      ),
    alive: async () => (await fetch(`${gateway.url}/_sim/info`)).status,
  };
}

const targets: Target[] = [
  terminalTarget('terminal sale', '/api/v2/transactions/sale.json', () => ({
    valid: sale,
    typed: pathsOf(sale),
    required: ['amount'],
    closed: schemaShape('terminal/start-request').closed,
    boundaries: [
      { path: ['amount'], values: terminalAmounts },
      { path: ['tip_amount'], values: [-1, 100_000_000, 0.5] },
    ],
  })),
  terminalTarget('terminal print', '/api/v2/print.json', () => ({
    valid: print,
    typed: pathsOf(print).filter((p) => p.length !== 3 || p[2] !== 'text'),
    ...schemaShape('terminal/print-request'),
    boundaries: [{ path: ['instructions', 0, 'y'], values: [-1] }],
  })),
  gatewayTarget('gateway payment job', '/api/gateway/payment-jobs', () => ({
    valid: job,
    // Order lines are free-form JSON (spec A: "order lines"): only the array itself has a type.
    typed: pathsOf(job).filter((p) => !(p[1] === 'orderLines' && p.length > 2)),
    ...schemaShape('gateway/payment-job-request'),
    boundaries: [{ path: ['amountToCollect'], values: gatewayAmounts }],
  })),
  gatewayTarget('gateway tokenisation', '/api/gateway/card-tokenisation', () => ({
    valid: card,
    typed: pathsOf(card),
    ...schemaShape('gateway/tokenisation-request'),
    boundaries: [{ path: ['cardExpiryMonth'], values: ['00', '13', '1'] }],
  })),
];

for (const target of targets) {
  test(`${target.name}: schema-derived invalid requests get a 4xx naming the field, never a 5xx`, async () => {
    test.setTimeout(120_000);
    const kinds = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(mutations(target.plan()), async (m: Mutation) => {
        kinds.set(m.kind, (kinds.get(m.kind) ?? 0) + 1);
        const a = await target.send(m.body);
        expect(a.status, `${m.describe}: ${a.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(a.status, `${m.describe}: ${a.text.slice(0, 200)}`).toBeLessThan(500);
        expect(a.text.toLowerCase(), `${m.describe} names ${m.field}`).toContain(m.field.toLowerCase());
      }),
      { seed, numRuns: RUNS, endOnFailure: true },
    );
    expect(await target.alive()).toBe(200);
    console.log(`${target.name}: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  });
}
