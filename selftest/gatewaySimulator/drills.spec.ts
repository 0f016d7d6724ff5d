/**
 * The drills at the gateway simulator itself (docs/drills.md, "At a
 * simulator"), without the proxy: armed through its control API
 * `/_sim/drills` (or `drills` at start) and applied to the next payment job
 * create. The job is created as usual and only its answer is replaced (502)
 * or dropped: a client that recovers correctly creates no second job; one
 * that sends the request again creates the second job, and its reference
 * shows the first one exists (a fresh simulator of the same seed gives the
 * same reference to its second job).
 */
import { expect, test } from '@playwright/test';
import { parseDrills, type DrillName } from '../../lib/judging/drills/drills.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from '../../simulators/gateway/index.js';
import { SmallRecoveryClient, type RecoveryClientOptions } from '../client/smallRecoveryClient.js';

const apiKey = 'drill-key';
const configurationId = 'drill-shop';

async function withGateway<T>(
  options: GatewaySimulatorOptions,
  run: (g: RunningGatewaySimulator) => Promise<T>,
): Promise<T> {
  const g = await startGatewaySimulator({
    port: 0,
    seed: 22,
    configurations: [{ id: configurationId, apiKeys: [apiKey], name: 'Drill shop' }],
    ...options,
  });
  try {
    return await run(g);
  } finally {
    await g.stop();
  }
}

function client(g: RunningGatewaySimulator, o: Partial<RecoveryClientOptions> = {}): SmallRecoveryClient {
  return new SmallRecoveryClient({ terminal: '', gateway: g.url, basic: '', apiKey, configurationId, ...o });
}

/** The reference of the second job a fresh simulator of the same seed creates. */
async function secondReference(): Promise<string | undefined> {
  return withGateway({}, async (g) => {
    const app = client(g);
    await app.pay('order-0', 'http://127.0.0.1:9/shop');
    return (await app.pay('order-1', 'http://127.0.0.1:9/shop'))?.reference;
  });
}

test.describe.configure({ mode: 'parallel' });

for (const drill of [
  'gateway-5xx-after-create',
  'gateway-closed-after-create',
] as const satisfies DrillName[]) {
  test(`${drill}: the job is created and its answer lost; a correct client stops, a blind retry creates a second job`, async () => {
    await withGateway({}, async (g) => {
      const armed = await fetch(`${g.url}/_sim/drills`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ drills: [drill] }),
      });
      expect(await armed.json()).toEqual({ drills: [{ name: drill }] });
      expect(await client(g).pay('order-1', 'http://127.0.0.1:9/shop')).toBeUndefined();
      expect(await (await fetch(`${g.url}/_sim/drills`)).json()).toEqual({ drills: [] });
    });
    const second = await withGateway({ drills: parseDrills(drill) }, async (g) =>
      client(g, { mistake: 'recreate-job-for-order' }).pay('order-1', 'http://127.0.0.1:9/shop'),
    );
    expect(second?.reference).toBeDefined();
    expect(second?.reference).toBe(await secondReference());
  });
}

test('gateway-5xx-after-create answers 502 in place of the 201; gateway-closed-after-create closes the connection unanswered', async () => {
  await withGateway(
    { drills: parseDrills('gateway-5xx-after-create,gateway-closed-after-create') },
    async (g) => {
      const statuses: (number | string)[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await fetch(`${g.url}/api/gateway/payment-jobs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ConfigurationId: configurationId },
          body: '{}',
          signal: AbortSignal.timeout(5_000),
        }).catch(() => undefined);
        statuses.push(r === undefined ? 'closed' : r.status);
        await r?.arrayBuffer();
      }
      // The third, with no drill left, is the gateway's own answer (refused: no Hash).
      expect(statuses.slice(0, 2)).toEqual([502, 'closed']);
      expect(statuses[2]).not.toBe(502);
      expect(statuses[2]).not.toBe('closed');
    },
  );
});

test('/_sim/drills refuses unknown drills and those only the proxy applies, under the control API guards; reset disarms', async () => {
  await withGateway({}, async (g) => {
    const post = (drills: unknown, headers: Record<string, string> = {}): Promise<Response> =>
      fetch(`${g.url}/_sim/drills`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ drills }),
      });
    const bad = await post(['lose-everything']);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('unknown drill');
    const proxyOnly = await post(['return-without-payment']);
    expect(proxyOnly.status).toBe(400);
    expect(JSON.stringify(await proxyOnly.json())).toContain('recording proxy only');
    expect((await post(['gateway-5xx-after-create'], { origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('gateway-5xx-after-create,gateway-closed-after-create')).status).toBe(200);
    await fetch(`${g.url}/_sim/reset`, { method: 'POST' });
    expect(await (await fetch(`${g.url}/_sim/drills`)).json()).toEqual({ drills: [] });
  });
});
