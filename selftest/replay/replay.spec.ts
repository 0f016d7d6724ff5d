/**
 * `paycert replay` (issue 22, item 4): a session recorded through the proxy
 * against the reference simulators, replayed against a fresh reference
 * simulator (nothing changed, exit 0), against the `field` personality (the
 * documented differences, each where the spec is silent: exit 1, and 0 with
 * --fail-on must) and against a terminal with the `wrong-total` fault (its
 * change MUST-breaking, TM-TXN-2) or a gateway with `order-history-null`
 * (GW-JOB-2); and a recording made with drills armed (docs/drills.md)
 * replays as the application's own traffic. No card number, CVC, API key, password or
 * Hash in the report or the console.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { scanForSecrets } from '../../lib/reporting/evidence/scanForSecrets.js';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import type { ReplayReport } from '../../lib/judging/replay/replayTypes.js';
import { parseDrills } from '../../lib/judging/drills/drills.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { defaultConfiguration } from '../../simulators/gateway/configuration.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { paycertCommand } from '../commands.js';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const apiKey = defaultConfiguration.apiKeys[0] ?? '';
const card = '4000000000000002';
const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
let dir = '';

/** A small client of both interfaces, as an application drives them, through `terminal` and `gateway`. */
async function smallClient(terminal: string, gateway: string): Promise<void> {
  const call = async (
    base: string,
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ) => {
    const r = await request(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    return (await r.body.json()) as Record<string, unknown>;
  };
  const auth = { authorization: basic, 'content-type': 'application/json' };
  await call(terminal, 'GET', '/api/v2/ping.json', {});
  const started = await call(terminal, 'POST', '/api/v2/transactions/sale.json', auth, '{"amount":1000}');
  const id = (started.transaction as { id: string }).id;
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const t = await call(terminal, 'GET', `/api/v2/transactions/${id}.json`, auth);
    if ((t.transaction as { is_active: boolean }).is_active === false) break;
  }
  await new Promise((r) => setTimeout(r, 1_700)); // a result screen may stay a moment (field personality)
  await call(terminal, 'GET', '/api/v2/screens/current.json', auth);
  await call(terminal, 'GET', `/api/v2/transactions/${id}/receipts/merchant.json`, auth);
  await call(terminal, 'GET', '/api/v2/transactions.json', auth);

  const signed = (body: string) => ({
    'content-type': 'application/json',
    configurationid: defaultConfiguration.id,
    hash: computeHash(apiKey, body),
  });
  const tok = JSON.stringify({
    cardNumber: card,
    cardExpiryMonth: '12',
    cardExpiryYear: '39',
    cardCvc: '123',
  });
  const token = (
    (await call(gateway, 'POST', '/api/gateway/card-tokenisation', signed(tok), tok)).data as {
      token: string;
    }
  ).token;
  const job = JSON.stringify({
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters: { token, cardCvc: '123', cardExpiryMonth: '12', cardExpiryYear: '39' },
    order: { orderNumber: 'order-1' },
    currency: 'EUR',
    amountToCollect: '10.00',
  });
  const created = await call(gateway, 'POST', '/api/gateway/payment-jobs', signed(job), job);
  const reference = (created.data as { reference: string }).reference;
  await call(gateway, 'GET', `/api/gateway/payment-jobs/${reference}`, signed(''));
}

type Replayed = { code: number; output: string; report: ReplayReport; out: string };

/** `paycert replay` of the small client's recording as a user runs it. */
const replay = (...args: string[]): Promise<Replayed> => replayFrom(dir, ...args);

/** `paycert replay <folder>` as a user runs it; resolves its exit code, console output and report. */
function replayFrom(folder: string, ...args: string[]): Promise<Replayed> {
  const out = mkdtempSync(join(tmpdir(), 'paycert-replay-out-'));
  return new Promise((resolve) => {
    execFile(
      ...paycertCommand('replay', folder, '--out', out, ...args),
      { encoding: 'utf8', timeout: 90_000 },
      (e, stdout, stderr) => {
        const code = e === null ? 0 : typeof e.code === 'number' ? e.code : -1;
        let report = {} as ReplayReport;
        try {
          report = JSON.parse(readFileSync(join(out, 'replay.json'), 'utf8')) as ReplayReport;
        } catch {
          // no report: the test says so through code and output
        }
        resolve({ code, output: `${stdout}${stderr}`, report, out });
      },
    );
  });
}

/** No secret of the run in the folder nor the console (the replay's own secret scan). */
function expectNoSecrets(r: { output: string; out: string }): void {
  expect(scanForSecrets(r.out, { canaries: [apiKey, DEFAULT_PASSWORD, basic.slice(6)] })).toEqual([]);
  for (const s of [card, apiKey, DEFAULT_PASSWORD, basic.slice(6)]) expect(r.output).not.toContain(s);
  expect(r.output).not.toMatch(/[0-9A-F]{128}/i);
}

const changes = (r: ReplayReport) =>
  r.exchanges.flatMap((e) => e.changes.map((c) => ({ endpoint: e.endpoint, ...c })));

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'paycert-replay-rec-'));
  const terminal = await startTerminalSimulator({ port: 0, autoPresent: { delayMs: 300 } });
  const gateway = await startGatewaySimulator({ port: 0 });
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    recordDir: dir,
    secrets: [apiKey, DEFAULT_PASSWORD],
  });
  try {
    await smallClient(proxy.urls.terminal as string, proxy.urls.gateway as string);
  } finally {
    await proxy.close(2_000);
    await terminal.stop();
    await gateway.stop();
  }
  const text = readFileSync(join(dir, 'exchanges.ndjson'), 'utf8');
  expect(text).not.toContain(card);
  expect(text).toContain('400000******0002');
});

test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('replayed against fresh reference simulators, nothing changed: exit 0', async () => {
  const r = await replay();
  expect(r.output).toContain('UNCHANGED');
  expect(changes(r.report)).toEqual([]);
  expect(r.report.summary.replayed).toBe(r.report.summary.exchanges);
  expect(r.code).toBe(0);
  expectNoSecrets(r);
});

test('replayed against the field personality: the documented differences, each where the spec is silent', async () => {
  const terminal = await startTerminalSimulator({ port: 0, personality: 'field' });
  const gateway = await startGatewaySimulator({ port: 0, personality: 'field' });
  try {
    const args = ['--terminal', terminal.url, '--gateway', gateway.url];
    const r = await replay(...args);
    const all = changes(r.report);
    expect(r.code).toBe(1);
    // Every change is one docs/personalities.md names, and the spec allows it.
    expect(all.filter((c) => c.severity === 'must')).toEqual([]);
    const named = (endpoint: string, field: string) =>
      all.some((c) => c.endpoint === endpoint && c.field === field && c.severity === 'silent');
    const txn = 'GET /api/v2/transactions/<id>.json';
    const job = 'GET /api/gateway/payment-jobs/<reference>';
    expect(named(txn, 'transaction.host_module_name')).toBe(true); // terminal undocumented-fields
    expect(named(txn, 'transaction.reference_txn_id')).toBe(true); // reference-txn-id-empty
    expect(named('GET /api/v2/transactions.json', '$')).toBe(true); // list-bare-array
    expect(named('GET /api/v2/transactions/<id>/receipts/merchant.json', 'receipt')).toBe(true); // receipt-layout
    expect(named('POST /api/gateway/card-tokenisation', 'data.tokenType')).toBe(true); // gateway undocumented-fields
    expect(named(job, 'links.self')).toBe(true); // gateway undocumented-fields
    expect(r.output).toContain('spec silent');
    // Each change once, however many exchanges showed it: on the console with its count and their numbers,
    // in the progress once when first seen (never a line per exchange).
    const lines = r.output.split('\n').filter((l) => l.includes('transaction.host_module_name'));
    expect(lines.filter((l) => / · \d+ exchanges?: #\d+/.test(l))).toHaveLength(1);
    expect(lines).toHaveLength(2);
    expectNoSecrets(r);
    const must = await replay(...args, '--fail-on', 'must');
    expect(must.code).toBe(0);
  } finally {
    await terminal.stop();
    await gateway.stop();
  }
});

test('replayed against a terminal with the wrong-total fault: TM-TXN-2, MUST-breaking', async () => {
  const terminal = await startTerminalSimulator({ port: 0, faults: ['wrong-total'] });
  try {
    const r = await replay('--terminal', terminal.url);
    const all = changes(r.report);
    expect(r.code).toBe(1);
    expect(r.output).toContain('MUST-BREAKING');
    // The fault's change, and only it, is MUST-breaking: TM-TXN-2 on every transaction document.
    const must = all.filter((c) => c.severity === 'must');
    expect(must.length).toBeGreaterThan(0);
    expect(new Set(must.map((c) => `${c.requirement ?? ''} ${c.field ?? ''}`))).toEqual(
      new Set(['TM-TXN-2 transaction.total_amount']),
    );
    expect(all.filter((c) => c.severity === 'silent')).toEqual([]);
    expect((await replay('--terminal', terminal.url, '--fail-on', 'must')).code).toBe(1);
    expectNoSecrets(r);
  } finally {
    await terminal.stop();
  }
});

test('a recording with a broken line, and bad flags: one sentence naming the file and line or the flag, exit 2', async () => {
  const bad = mkdtempSync(join(tmpdir(), 'paycert-replay-bad-'));
  try {
    const first = readFileSync(join(dir, 'exchanges.ndjson'), 'utf8').split('\n')[0] ?? '';
    writeFileSync(
      join(bad, 'exchanges.ndjson'),
      `${first}\n{"format": "paycert-recording/1", "seq": 2, "side": "printer"}\n`,
    );
    const r = await replayFrom(bad);
    expect(r.code).toBe(2);
    expect(r.output).toContain(`${join(bad, 'exchanges.ndjson')}:2: side must be "terminal" or "gateway"`);
    expect(r.output).not.toContain('    at ');
    const flag = await replay('--fail-on', 'sometimes');
    expect(flag.code).toBe(2);
    expect(flag.output).toContain('--fail-on must be "must" or "any"');
  } finally {
    rmSync(bad, { recursive: true, force: true });
  }
});

test('replayed against a gateway with the order-history-null fault: GW-JOB-2, MUST-breaking', async () => {
  const gateway = await startGatewaySimulator({ port: 0, faults: ['order-history-null'] });
  try {
    const r = await replay('--gateway', gateway.url);
    const must = changes(r.report).filter((c) => c.severity === 'must');
    expect(r.code).toBe(1);
    expect(r.output).toContain('MUST-BREAKING');
    // The fault's change on the created and the retrieved job, and nothing else, is MUST-breaking.
    expect(new Set(must.map((c) => `${c.endpoint} ${c.requirement ?? ''} ${c.field ?? ''}`))).toEqual(
      new Set([
        'POST /api/gateway/payment-jobs GW-JOB-2 data.orderHistory',
        'GET /api/gateway/payment-jobs/<reference> GW-GET-1 data.orderHistory', // the retrieve's schema
      ]),
    );
    expect((await replay('--gateway', gateway.url, '--fail-on', 'must')).code).toBe(1);
    expectNoSecrets(r);
  } finally {
    await gateway.stop();
  }
});

test('a recording made with drills armed replays against fresh reference simulators: exit 0', async () => {
  const drilled = mkdtempSync(join(tmpdir(), 'paycert-replay-drilled-'));
  const shop = createServer((_req, res) => res.end('thank you'));
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  const returnUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/return`;
  const terminal = await startTerminalSimulator({ port: 0, autoPresent: { delayMs: 300 } });
  const gateway = await startGatewaySimulator({ port: 0 });
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    recordDir: drilled,
    secrets: [apiKey, DEFAULT_PASSWORD],
    drills: parseDrills('lost-start-answer,return-without-payment'),
  });
  try {
    await recoveringClient(proxy.urls.terminal as string, proxy.urls.gateway as string, returnUrl);
    await proxy.close(5_000);
    const recorded = readFileSync(join(drilled, 'exchanges.ndjson'), 'utf8');
    expect(recorded).toContain('"delivered":false');
    expect(recorded).toContain('"visit":true');
    const r = await replayFrom(drilled);
    expect(r.output).toContain('UNCHANGED');
    expect(changes(r.report)).toEqual([]);
    expect(r.code).toBe(0);
    // The proxy's visit of the return URL is not sent; the lost start is sent, not compared.
    const skipped = r.report.exchanges.filter((e) => e.notReplayed !== undefined);
    expect(skipped.map((e) => e.notReplayed)).toEqual([
      "the proxy's own visit (drill return-without-payment), not the application's request",
    ]);
    const start = r.report.exchanges.find((e) => e.endpoint === 'POST /api/v2/transactions/sale.json');
    expect(start?.status).toBe(200); // sent, and the fresh terminal started it
    expect(start?.notCompared).toBe(
      'its answer was not delivered to the application (drill lost-start-answer)',
    );
    expectNoSecrets(r);
  } finally {
    await proxy.close(2_000);
    await terminal.stop();
    await gateway.stop();
    await new Promise((r) => shop.close(r));
    rmSync(drilled, { recursive: true, force: true });
  }
});

/**
 * A client that recovers as docs/drills.md asks: a sale with its own id, found by that id when the
 * start's answer is lost; a payment job retrieved after its creation, whatever the return URL said.
 */
async function recoveringClient(terminal: string, gateway: string, returnUrl: string): Promise<void> {
  const auth = { authorization: basic, 'content-type': 'application/json' };
  const id = randomUUID();
  await request(`${terminal}/api/v2/transactions/sale.json`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ amount: 1000, id }),
  }).then(
    (r) => r.body.dump(),
    () => undefined, // the answer is lost: the transaction is looked up by its id below
  );
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const r = await request(`${terminal}/api/v2/transactions/${id}.json`, { headers: auth });
    const t = (await r.body.json()) as { transaction?: { is_active?: boolean } };
    if (t.transaction?.is_active === false) break;
  }
  const signed = (body: string) => ({
    'content-type': 'application/json',
    configurationid: defaultConfiguration.id,
    hash: computeHash(apiKey, body),
  });
  const tok = JSON.stringify({
    cardNumber: card,
    cardExpiryMonth: '12',
    cardExpiryYear: '39',
    cardCvc: '123',
  });
  const tokenised = await request(`${gateway}/api/gateway/card-tokenisation`, {
    method: 'POST',
    headers: signed(tok),
    body: tok,
  });
  const { token } = ((await tokenised.body.json()) as { data: { token: string } }).data;
  const job = JSON.stringify({
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters: {
      token,
      cardCvc: '123',
      cardExpiryMonth: '12',
      cardExpiryYear: '39',
      returnUrlSuccess: returnUrl,
    },
    order: { orderNumber: 'order-2' },
    currency: 'EUR',
    amountToCollect: '10.00',
  });
  const created = await request(`${gateway}/api/gateway/payment-jobs`, {
    method: 'POST',
    headers: signed(job),
    body: job,
  });
  const answer = (await created.body.json()) as { data?: { reference?: string } };
  const reference = answer.data?.reference;
  if (reference === undefined) throw new Error(`no job created: ${JSON.stringify(answer).slice(0, 300)}`);
  const got = await request(`${gateway}/api/gateway/payment-jobs/${reference}`, { headers: signed('') });
  await got.body.dump();
}
