/**
 * The judge on real traffic: a correct application walks every outcome
 * against paycert's own simulators (both personalities), the exchanges as a
 * proxy would see them. The verdict is PASS with full coverage, and the only
 * warning is the one reaching "busy" needs (CL-TM-BUSY-1): no false alarm on
 * what the simulators really answer.
 */
import { test, expect } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { createClientJudge } from '../../lib/judging/client/createClientJudge.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientReport } from '../../lib/judging/client/clientReport.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { Recorder } from './recorder.js';

const key = 'paycert-sim-key';
const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
const auth = { authorization: basic };
const json = { 'content-type': 'application/json' };

function signed(body = ''): Record<string, string> {
  return { ...json, ConfigurationId: 'paycert-sim', Hash: computeHash(key, body) };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});

/** Spec B States: the idle screen "means the transaction has ended and the device is ready for another". */
async function untilIdle(rec: Recorder): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const screen = await rec.send('terminal', 'GET', '/api/v2/screens/current.json', auth);
    if (obj(obj(screen.json).scene).path === 'app.views.layouts.idle') return;
    await sleep(500);
  }
  throw new Error('the terminal never came back to its idle screen');
}

async function sale(
  rec: Recorder,
  card: string | undefined,
  then?: (id: string) => Promise<void>,
): Promise<void> {
  await untilIdle(rec);
  const started = await rec.send(
    'terminal',
    'POST',
    '/api/v2/transactions/sale.json',
    { ...auth, ...json },
    '{"amount":1250}',
  );
  const id = String(obj(obj(started.json).transaction).id);
  if (then !== undefined) await then(id);
  if (card !== undefined)
    await rec.send('terminal', 'POST', '/_sim/present', { ...auth, ...json }, JSON.stringify({ card }));
  for (let i = 0; i < 60; i++) {
    const doc = await rec.send('terminal', 'GET', `/api/v2/transactions/${id}.json`, auth);
    if (obj(obj(doc.json).transaction).is_active === false) break;
    await sleep(500);
  }
  await rec.send('terminal', 'GET', `/api/v2/transactions/${id}/receipts/merchant.json`, auth);
}

async function payment(rec: Recorder, parameters: Obj, choice: string, options?: string[]): Promise<void> {
  const body = JSON.stringify({
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters,
    order: { orderNumber: `order-${choice}` },
    currency: 'EUR',
    amountToCollect: '12.50',
    ...(options === undefined ? {} : { options }),
  });
  const created = await rec.send('gateway', 'POST', '/api/gateway/payment-jobs', signed(body), body);
  expect(created.status, created.text).toBe(201);
  const data = obj(obj(created.json).data);
  const action = String(obj(obj(obj(created.json).links).action).url);
  const page = new URL(action).pathname;
  await rec.send('gateway', 'GET', page, { accept: 'text/html' });
  const posted = await rec.send(
    'gateway',
    'POST',
    page,
    { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    `choice=${choice}`,
  );
  expect(Math.floor(posted.status / 100), 'the shopper is redirected').toBe(3);
  // Processing may end a moment after the redirect (field personality): retrieve until it has, bounded.
  for (let i = 0; i < 5; i++) {
    const job = await rec.send(
      'gateway',
      'GET',
      `/api/gateway/payment-jobs/${String(data.reference)}`,
      signed(),
    );
    if (choice !== 'success' || obj(obj(job.json).data).paymentStatus !== 'Pending') return;
    await sleep(500);
  }
}

/** Everything a correct application does, each outcome once (the terminal's queued by the control API). */
async function walk(rec: Recorder): Promise<void> {
  await rec.send('terminal', 'GET', '/api/v2/ping.json');
  await rec.send('terminal', 'GET', '/api/v2/device.json', auth);
  await sale(rec, 'visa-qvsdc-contactless');
  await sale(rec, 'visa-wave2-contactless-declined', async () => {
    const busy = await rec.send(
      'terminal',
      'POST',
      '/api/v2/transactions/sale.json',
      { ...auth, ...json },
      '{"amount":100}',
    );
    expect(busy.status).toBeGreaterThanOrEqual(400);
  });
  await sale(rec, 'visa-msd-contactless-host-error');
  await sale(rec, undefined, async () => {
    await rec.send('terminal', 'POST', '/_sim/cancel', { ...auth, ...json }, '{}');
  });
  await sale(rec, undefined, async () => {
    await rec.send('terminal', 'POST', '/_sim/clock/advance', { ...auth, ...json }, '{"ms":150001}');
  });
  await rec.send('terminal', 'POST', '/_sim/config', { ...auth, ...json }, '{"printer":"out-of-paper"}');
  const print = JSON.stringify({
    instructions: [{ command: 'text', text: 'Thank you', x: 0, y: 0 }, { command: 'flush' }],
  });
  await rec.send('terminal', 'POST', '/api/v2/print.json', { ...auth, ...json }, print);

  const card = {
    cardNumber: '4000000000000002',
    cardExpiryMonth: '12',
    cardExpiryYear: '30',
    cardCvc: '123',
  };
  const tokenBody = JSON.stringify(card);
  const tokenised = await rec.send(
    'gateway',
    'POST',
    '/api/gateway/card-tokenisation',
    signed(tokenBody),
    tokenBody,
  );
  const token = String(obj(obj(tokenised.json).data).token);
  await payment(rec, card, 'success', ['GenerateToken']);
  await payment(rec, card, 'failed');
  await payment(rec, card, 'not-authenticated');
  await payment(rec, card, 'cancel');
  await payment(rec, { token, cardCvc: '123' }, 'success');
}

for (const personality of ['reference', 'field'] as const) {
  test(`a correct application against the ${personality} simulators: PASS, every outcome met, no false alarm`, async () => {
    test.setTimeout(120_000);
    const terminal = await startTerminalSimulator({ port: 0, seed: 7, clockSpeed: 20, personality });
    const gateway = await startGatewaySimulator({ port: 0, personality });
    try {
      const judge = createClientJudge({ gatewayApiKeys: [key], secrets: [DEFAULT_PASSWORD] });
      const rec = new Recorder(judge, { terminal: terminal.url, gateway: gateway.url });
      await walk(rec);

      const report = judge.buildReport({
        startedAt: new Date(),
        endedAt: new Date(),
        sides: ['terminal', 'gateway'],
        requireOutcomes: 'all',
        upstreams: { terminal: terminal.url, gateway: gateway.url },
      });
      const notable = report.requirements
        .filter((r) => r.outcome !== 'PASSED')
        .map((r) => `${r.id} ${r.outcome}: ${r.messages[0] ?? ''}`);
      expect(report.verdict.mustFailureIds, notable.join('\n')).toEqual([]);
      expect(report.client.missingOutcomes, notable.join('\n')).toEqual([]);
      expect(
        report.requirements.filter((r) => r.outcome === 'WARNING').map((r) => r.id),
        notable.join('\n'),
      ).toEqual(['CL-TM-BUSY-1']);
      expect(report.verdict.verdict, notable.join('\n')).toBe('PASS');
    } finally {
      await terminal.stop();
      await gateway.stop();
    }
  });
}

test('3-D Secure pages resolved by queued outcomes (no form post) count the outcome queued through the proxy', async () => {
  test.setTimeout(60_000);
  const gateway = await startGatewaySimulator({ port: 0 });
  try {
    const judge = createClientJudge({ gatewayApiKeys: [key], secrets: [] });
    const rec = new Recorder(judge, { terminal: 'http://127.0.0.1:9', gateway: gateway.url });
    const queued = await rec.send(
      'gateway',
      'POST',
      '/_sim/outcomes',
      json,
      '{"queue":["3ds-not-authenticated","gateway.3ds-failed"]}',
    );
    expect(queued.status, queued.text).toBe(200);
    const card = {
      cardNumber: '4000000000000002',
      cardExpiryMonth: '12',
      cardExpiryYear: '30',
      cardCvc: '123',
    };
    for (let i = 0; i < 2; i++) {
      const body = JSON.stringify({
        type: 'Payment',
        paymentMethodsToUse: ['creditcard'],
        parameters: card,
        order: { orderNumber: `order-q${i}` },
        currency: 'EUR',
        amountToCollect: '1.00',
      });
      const created = await rec.send('gateway', 'POST', '/api/gateway/payment-jobs', signed(body), body);
      const page = new URL(String(obj(obj(obj(created.json).links).action).url)).pathname;
      const opened = await rec.send('gateway', 'GET', page, { accept: 'text/html' });
      expect(Math.floor(opened.status / 100), 'a queued outcome redirects at once').toBe(3);
      const ref = String(obj(obj(created.json).data).reference);
      await rec.send('gateway', 'GET', `/api/gateway/payment-jobs/${ref}`, signed());
    }
    const report = judge.buildReport({
      startedAt: new Date(),
      endedAt: new Date(),
      sides: ['gateway'],
      requireOutcomes: ['gateway.3ds-not-authenticated', 'gateway.3ds-failed'],
      upstreams: {},
    });
    expect(report.client.missingOutcomes).toEqual([]);
    const count = (o: string): number | undefined =>
      report.client.coverage.find((c) => c.outcome === o)?.count;
    expect([count('gateway.3ds-not-authenticated'), count('gateway.3ds-failed')]).toEqual([1, 1]);
    expect(report.requirements.find((r) => r.id === 'CL-GW-RET-1')?.outcome).toBe('PASSED');
  } finally {
    await gateway.stop();
  }
});

test('through the recording proxy itself: the same correct application is PASS with every outcome met', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const terminal = await startTerminalSimulator({ port: 0, seed: 7, clockSpeed: 20 });
  const gateway = await startGatewaySimulator({ port: 0 });
  const proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    judgeOptions: { gatewayApiKeys: [key], secrets: [DEFAULT_PASSWORD] },
  });
  try {
    // The proxy feeds the judge; the recorder here only sends.
    const quiet = { observe: (): void => undefined, writeReport: () => Promise.reject(new Error('unused')) };
    const rec = new Recorder(quiet, {
      terminal: proxy.urls.terminal ?? '',
      gateway: proxy.urls.gateway ?? '',
    });
    await walk(rec);
    const dir = testInfo.outputPath('client-report');
    mkdirSync(dir, { recursive: true });
    const verdict = await proxy.finish(dir, { requireOutcomes: 'all' });
    const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ClientReport;
    const notable = report.requirements
      .filter((r) => r.outcome !== 'PASSED')
      .map((r) => `${r.id} ${r.outcome}: ${r.messages[0] ?? ''}`)
      .join('\n');
    expect(report.verdict.mustFailureIds, notable).toEqual([]);
    expect(report.client.missingOutcomes, notable).toEqual([]);
    expect(verdict, notable).toMatchObject({ verdict: 'PASS', exitCode: 0 });
    expect(report.client.exchanges.browser, 'the shopper came through the proxy').toBeGreaterThan(0);
  } finally {
    await proxy.close();
    await terminal.stop();
    await gateway.stop();
  }
});
