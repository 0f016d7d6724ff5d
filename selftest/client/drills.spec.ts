/**
 * Each drill (docs/drills.md) through the real recording proxy in front of
 * paycert's simulators, met by a small application that recovers correctly
 * (its recovery requirement holds, the recovery outcome is met, nothing
 * warns) and by the same application with one mistake on (exactly that
 * recovery requirement warns: every recovery check is an observation).
 */
import { expect, test } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClientOutcome } from '../../lib/judging/client/clientJudge.js';
import type { ClientReport } from '../../lib/judging/client/clientReport.js';
import { createClientJudge } from '../../lib/judging/client/createClientJudge.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import { parseDrills } from '../../lib/judging/drills/drills.js';
import { startRecordingProxy, type RunningRecordingProxy } from '../../proxy/recordingProxy.js';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { visitAsShopper } from '../exampleApp/shopper.js';
import { SmallRecoveryClient, type RecoveryClientOptions } from './smallRecoveryClient.js';

const apiKey = 'drill-key';
const configurationId = 'drill-shop';
const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;

interface Rig {
  readonly client: SmallRecoveryClient;
  readonly proxy: RunningRecordingProxy;
  queue(outcomes: readonly string[]): Promise<void>;
  /** Stops everything and judges what the proxy saw. */
  report(): Promise<ClientReport>;
}

async function withRig(
  drills: string,
  client: Omit<RecoveryClientOptions, 'terminal' | 'gateway' | 'basic' | 'apiKey' | 'configurationId'>,
  run: (rig: Rig) => Promise<void>,
): Promise<ClientReport> {
  const terminal = await startTerminalSimulator({ port: 0, seed: 22, autoPresent: false, clockSpeed: 1 });
  let gateway: RunningGatewaySimulator | undefined;
  let proxy: RunningRecordingProxy | undefined;
  try {
    gateway = await startGatewaySimulator({
      port: 0,
      configurations: [{ id: configurationId, apiKeys: [apiKey], name: 'Drill shop' }],
    });
    const seen: RawExchange[] = [];
    proxy = await startRecordingProxy({
      terminal: { upstream: terminal.url },
      gateway: { upstream: gateway.url },
      drills: parseDrills(drills),
      tap: (x) => seen.push(x),
    });
    const app = new SmallRecoveryClient({
      terminal: proxy.urls.terminal ?? '',
      gateway: proxy.urls.gateway ?? '',
      basic,
      apiKey,
      configurationId,
      ...client,
    });
    const p = proxy;
    let report: ClientReport | undefined;
    await run({
      client: app,
      proxy: p,
      async queue(outcomes) {
        const r = await fetch(`${terminal.url}/_sim/outcomes`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/json' },
          body: JSON.stringify({ queue: outcomes }),
        });
        expect(r.status).toBe(200);
      },
      async report() {
        await p.close();
        await app.stopReturns();
        const judge = createClientJudge({ gatewayApiKeys: [apiKey], secrets: [DEFAULT_PASSWORD] });
        for (const x of seen) judge.observe(x);
        report = judge.buildReport({
          startedAt: new Date(0),
          endedAt: new Date(),
          sides: ['terminal', 'gateway'],
          requireOutcomes: [],
          upstreams: {},
        });
        return report;
      },
    });
    if (report === undefined) throw new Error('the test did not judge the run');
    return report;
  } finally {
    await proxy?.close();
    await Promise.all([terminal.stop(), gateway?.stop()]);
  }
}

function outcome(report: ClientReport, id: string): string | undefined {
  return report.requirements.find((r) => r.id === id)?.outcome;
}

function warned(report: ClientReport): string[] {
  return report.requirements.filter((r) => r.outcome === 'WARNING').map((r) => r.id);
}

function met(report: ClientReport, o: ClientOutcome): boolean {
  return report.client.coverage.find((c) => c.outcome === o)?.met === true;
}

function expectClean(report: ClientReport): void {
  expect(report.verdict.mustFailureIds).toEqual([]);
  expect(warned(report)).toEqual([]);
}

/** Waits (bounded) until the shop's return page answered `n` visits. */
async function visits(client: SmallRecoveryClient, n: number): Promise<void> {
  for (let i = 0; i < 100 && client.visits < n; i++) await sleep(100);
  expect(client.visits).toBe(n);
}

test.describe.configure({ mode: 'parallel' });

for (const findBy of ['id', 'latest'] as const) {
  test(`lost-start-answer: a client that finds the sale through ${findBy === 'id' ? 'the id it supplied' : 'latest.json'} recovers, nothing warns`, async () => {
    const report = await withRig('lost-start-answer', { findBy }, async (rig) => {
      await rig.queue(['approved']);
      expect(await rig.client.sale(1250)).toMatchObject({ result: 'approved' });
      return void (await rig.report());
    });
    expect(outcome(report, 'CL-TM-LOST-1')).toBe('PASSED');
    expect(met(report, 'terminal.recovered-lost-start')).toBe(true);
    expectClean(report);
  });
}

test('lost-start-answer: a client that starts the sale again warns CL-TM-LOST-1 alone', async () => {
  const report = await withRig('lost-start-answer', { mistake: 'retry-start-blind' }, async (rig) => {
    await rig.queue(['approved', 'declined']);
    await rig.client.sale(1250);
    return void (await rig.report());
  });
  expect(warned(report)).toEqual(['CL-TM-LOST-1']);
  expect(met(report, 'terminal.recovered-lost-start')).toBe(false);
  // An observation warns, never fails.
  expect(report.verdict.mustFailureIds).toEqual([]);
});

test('lost-start-answer: the repeated sale approved beside the lost one warns CL-TM-DUP-1 too (two approved sales, one order)', async () => {
  const report = await withRig('lost-start-answer', { mistake: 'retry-start-blind' }, async (rig) => {
    await rig.queue(['approved', 'approved']);
    const second = await rig.client.sale(1250);
    expect(second.result).toBe('approved');
    // The end-of-day look at the first sale finds it approved as well.
    expect(await rig.client.read(rig.client.supplied[0] ?? '')).toMatchObject({ result: 'approved' });
    return void (await rig.report());
  });
  expect(warned(report)).toEqual(['CL-TM-LOST-1', 'CL-TM-DUP-1']);
});

test('lost-start-answer: a repeated sale declined beside the lost approved one holds CL-TM-DUP-1 (one approved sale)', async () => {
  const report = await withRig('lost-start-answer', { mistake: 'retry-start-blind' }, async (rig) => {
    await rig.queue(['approved', 'declined']);
    expect(await rig.client.sale(1250)).toMatchObject({ result: 'declined' });
    await rig.client.read(rig.client.supplied[0] ?? '');
    return void (await rig.report());
  });
  expect(outcome(report, 'CL-TM-DUP-1')).toBe('PASSED');
  expect(warned(report)).toEqual(['CL-TM-LOST-1']);
});

test('slow-start-answer: a client whose start times out finds the sale; one that waits gets it late; neither warns', async () => {
  const impatient = await withRig('slow-start-answer:2500', { requestTimeoutMs: 1000 }, async (rig) => {
    await rig.queue(['approved']);
    expect(await rig.client.sale(1250)).toMatchObject({ result: 'approved' });
    return void (await rig.report());
  });
  expect(outcome(impatient, 'CL-TM-LOST-1')).toBe('PASSED');
  expect(met(impatient, 'terminal.recovered-lost-start')).toBe(true);
  expect(met(impatient, 'terminal.recovered-slow-answer')).toBe(true);
  expectClean(impatient);
  const patient = await withRig('slow-start-answer:1500', { requestTimeoutMs: 5000 }, async (rig) => {
    await rig.queue(['approved']);
    expect(await rig.client.sale(1250)).toMatchObject({ result: 'approved' });
    return void (await rig.report());
  });
  expect(outcome(patient, 'CL-TM-LOST-1')).toBe('NOT RUN');
  expect(met(patient, 'terminal.recovered-slow-answer')).toBe(true);
  expectClean(patient);
});

test('slow-start-answer: a client that starts again after its time-out warns CL-TM-LOST-1 alone', async () => {
  const report = await withRig(
    'slow-start-answer:2500',
    { requestTimeoutMs: 1000, mistake: 'retry-start-blind' },
    async (rig) => {
      await rig.queue(['approved', 'declined']);
      await rig.client.sale(1250);
      return void (await rig.report());
    },
  );
  expect(warned(report)).toEqual(['CL-TM-LOST-1']);
});

test('terminal-unreachable: a client that polls on follows the sale to its end; one that gives up warns CL-TM-RESULT-1', async () => {
  const good = await withRig('terminal-unreachable:1500', {}, async (rig) => {
    await rig.queue(['approved']);
    expect(await rig.client.sale(1250)).toMatchObject({ result: 'approved' });
    return void (await rig.report());
  });
  expect(report0(good).refused).toBeGreaterThan(0);
  expect(met(good, 'terminal.recovered-unreachable')).toBe(true);
  expect(outcome(good, 'CL-TM-RESULT-1')).toBe('PASSED');
  expectClean(good);
  const bad = await withRig(
    'terminal-unreachable:1500',
    { mistake: 'give-up-on-failed-poll' },
    async (rig) => {
      await rig.queue(['approved']);
      expect(await rig.client.sale(1250)).toMatchObject({ result: 'unknown' });
      return void (await rig.report());
    },
  );
  expect(warned(bad)).toEqual(['CL-TM-RESULT-1']);
  expect(met(bad, 'terminal.recovered-unreachable')).toBe(false);
});

/** The exchanges the proxy refused while the terminal was unreachable. */
function report0(report: ClientReport): { refused: number } {
  return { refused: report.client.exchanges.unanswered };
}

for (const drill of ['gateway-5xx-after-create', 'gateway-closed-after-create'] as const) {
  test(`${drill}: a client that does not create a second job for the order recovers; one that does warns CL-GW-LOST-1 alone`, async () => {
    const good = await withRig(drill, {}, async (rig) => {
      const base = await rig.client.startReturns();
      expect(await rig.client.pay('order-1', base)).toBeUndefined();
      return void (await rig.report());
    });
    expect(met(good, 'gateway.recovered-lost-job-answer')).toBe(true);
    expectClean(good);
    const bad = await withRig(drill, { mistake: 'recreate-job-for-order' }, async (rig) => {
      const base = await rig.client.startReturns();
      expect(await rig.client.pay('order-1', base)).toBeDefined();
      return void (await rig.report());
    });
    expect(warned(bad)).toEqual(['CL-GW-LOST-1']);
    expect(met(bad, 'gateway.recovered-lost-job-answer')).toBe(false);
  });
}

test('return-without-payment: a shop that retrieves the job shows it pending; one that trusts the return URL warns CL-GW-RET-1', async () => {
  const good = await withRig('return-without-payment', {}, async (rig) => {
    const base = await rig.client.startReturns();
    const job = await rig.client.pay('order-1', base);
    await visits(rig.client, 1);
    expect(rig.client.shown.get(job?.reference ?? '')).toBe('Pending');
    return void (await rig.report());
  });
  expect(outcome(good, 'CL-GW-RET-1')).toBe('PASSED');
  expect(met(good, 'gateway.return-without-payment')).toBe(true);
  expectClean(good);
  const bad = await withRig('return-without-payment', { mistake: 'trust-return-url' }, async (rig) => {
    const base = await rig.client.startReturns();
    const job = await rig.client.pay('order-1', base);
    await visits(rig.client, 1);
    expect(rig.client.shown.get(job?.reference ?? '')).toBe('paid');
    return void (await rig.report());
  });
  expect(warned(bad)).toEqual(['CL-GW-RET-1']);
  expect(met(bad, 'gateway.return-without-payment')).toBe(false);
});

test('return-twice: a shop that retrieves the job on its return recovers; one that trusts the return URL warns CL-GW-RET-1', async () => {
  const shop = async (rig: Rig): Promise<void> => {
    const base = await rig.client.startReturns();
    const job = await rig.client.pay('order-1', base);
    await visitAsShopper(job?.action ?? '', 'success');
    await visits(rig.client, 2);
    await rig.report();
  };
  const good = await withRig('return-twice', {}, shop);
  expect(outcome(good, 'CL-GW-RET-1')).toBe('PASSED');
  expect(met(good, 'gateway.return-visited-twice')).toBe(true);
  expectClean(good);
  const bad = await withRig('return-twice', { mistake: 'trust-return-url' }, shop);
  expect(warned(bad)).toEqual(['CL-GW-RET-1']);
  expect(met(bad, 'gateway.return-visited-twice')).toBe(false);
});

test("the proxy's control endpoint /_sim/drills arms, lists and clears drills, under the simulators' guards", async () => {
  const report = await withRig('return-twice', {}, async (rig) => {
    const url = `${rig.proxy.urls.terminal ?? ''}/_sim/drills`;
    const post = (body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const bad = await post({ drills: ['lose-everything'] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toContain('unknown drill "lose-everything"');
    expect((await post({ drills: ['lost-start-answer'] }, { origin: 'http://evil.example' })).status).toBe(
      403,
    );
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(200);
    const armed = await post({ drills: ['lost-start-answer', 'slow-start-answer:2000'] });
    expect(await armed.json()).toEqual({
      drills: [{ name: 'lost-start-answer' }, { name: 'slow-start-answer', ms: 2000 }],
    });
    expect((await post({ drills: 'terminal-unreachable:1000' })).status).toBe(200);
    expect(await (await fetch(url)).json()).toMatchObject({ drills: { length: 3 } });
    expect((await fetch(url, { method: 'DELETE' })).status).toBe(200);
    expect(await post({ drills: ['lost-start-answer'] }).then((r) => r.status)).toBe(200);
    await rig.queue(['approved']);
    expect(await rig.client.sale(1250)).toMatchObject({ result: 'approved' });
    return void (await rig.report());
  });
  // The drill armed through the endpoint met the sale; the one cleared (return-twice) met nothing.
  expect(met(report, 'terminal.recovered-lost-start')).toBe(true);
  expect(report.client.exchanges.control).toBe(0);
  expectClean(report);
});
