/** The gateway's flags of `paycert simulate` (simulators/gateway/cli.ts, parsed by bin/simulate.ts). */
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { planSimulators } from '../../bin/simulate.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import { cardParameters, expect, jobRequest, test, visaChallenge } from './gatewayTest.js';

test('flags become options', () => {
  const { gateway } = planSimulators([
    '--gateway-port',
    '0',
    '--gateway-api-key=k1',
    '--gateway-api-key',
    'k2',
    '--gateway-configuration-id',
    'shop',
    '--gateway-public-url',
    'https://gw.example.test',
    '--seed=5',
    '--gateway-fault',
    'created-200',
    '--terminal-port',
    '9000',
  ]);
  expect(gateway).toMatchObject({
    port: 0,
    seed: 5,
    publicUrl: 'https://gw.example.test',
    faults: ['created-200'],
    configurations: [{ id: 'shop', apiKeys: ['k1', 'k2'] }],
  });
  expect(() => planSimulators(['--gateway-port', 'x'])).toThrow(/--gateway-port must be an integer/);
  expect(() => planSimulators(['--gateway-fault', 'nope'])).toThrow(/--gateway-fault: unknown fault "nope"/);
  expect(() => planSimulators(['--seed'])).toThrow(/--seed needs a value/);
});

test('--personality reaches the gateway; /_sim/info names the personality', async () => {
  expect(planSimulators(['--personality=field']).gateway?.personality).toBe('field');
  const sim = await startGatewaySimulator({ port: 0, personality: 'field' });
  try {
    const info = (await (await fetch(`${sim.url}/_sim/info`)).json()) as Record<string, unknown>;
    expect(info.personality).toBe('field');
  } finally {
    await sim.stop();
  }
});

test('links use publicUrl; /_sim/info reports seed, personality, faults and configuration ids only', async () => {
  const sim = await startGatewaySimulator({
    port: 0,
    seed: 11,
    publicUrl: 'https://gw.example.test/base/',
    faults: ['created-200'],
  });
  try {
    const info = (await (await fetch(`${sim.url}/_sim/info`)).json()) as Record<string, unknown>;
    expect(info).toEqual({
      simulator: 'paycert-gateway',
      version: expect.any(String) as unknown,
      seed: 11,
      personality: 'reference',
      faults: ['created-200'],
      configurations: ['paycert-sim'],
    });
    expect(JSON.stringify(info)).not.toContain('paycert-sim-key');
    const body = JSON.stringify(jobRequest(cardParameters(visaChallenge)));
    const r = await fetch(`${sim.url}/api/gateway/payment-jobs`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ConfigurationId: 'paycert-sim',
        Hash: computeHash('paycert-sim-key', body),
      },
    });
    expect(r.status).toBe(200); // the created-200 fault is on
    const doc = (await r.json()) as { links: Record<string, { url?: string }>; data: { domain: string } };
    for (const link of Object.values(doc.links))
      expect(link.url).toMatch(/^https:\/\/gw\.example\.test\/base\//);
    expect(doc.data.domain).toBe('gw.example.test');
  } finally {
    await sim.stop();
  }
  await expect(startGatewaySimulator({ faults: ['nope'] })).rejects.toThrow(/unknown gateway fault "nope"/);
  await expect(startGatewaySimulator({ configurations: [{ id: 'x', apiKeys: [] }] })).rejects.toThrow(
    /apiKeys/,
  );
});
