/**
 * The fault switches: each names a requirement of the catalogue, switches on
 * and off through the control API, and visibly breaks its rule (a probe per
 * fault where a one-request probe exists).
 */
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { isRequirementId, requirement } from '../../lib/judging/requirements/catalogue.js';
import { gatewayFaults } from '../../simulators/gateway/index.js';
import {
  cardParameters,
  configA,
  expect,
  jobRequest,
  test,
  visaChallenge,
  type GatewayTestClient,
  type JobDoc,
} from './gatewayTest.js';

test('every fault breaks one catalogued MUST requirement of Part A', () => {
  const names = new Set<string>();
  for (const f of gatewayFaults) {
    expect(names.has(f.name), f.name).toBe(false);
    names.add(f.name);
    expect(isRequirementId(f.breaks), `${f.name} breaks ${f.breaks}`).toBe(true);
    const r = requirement(f.breaks);
    expect(['gateway', 'hash']).toContain(r.area);
    // Faults that break an observation show that the suites' warning fires too (GW-FI-2 became one:
    // no sentence makes the gateway refuse other recipientDetails content).
    if (!['GW-FI-3', 'GW-FI-2', 'GW-JOB-23', 'GW-JOB-25', 'GW-JOB-26', 'HASH-7'].includes(f.breaks))
      expect(r.level, `${f.name} breaks ${f.breaks}`).toBe('MUST');
  }
});

test('faults switch on and off through /_sim/config and show in /_sim/info', async ({ gw }) => {
  await gw.faults('created-200', 'missing-action-link');
  expect((await gw.control('/_sim/info')).body).toMatchObject({
    simulator: 'paycert-gateway',
    faults: ['created-200', 'missing-action-link'],
  });
  const bad = await gw.control('/_sim/config', { faults: ['no-such-fault'] });
  expect(bad.status).toBe(400);
  await gw.faults();
  expect((await gw.control('/_sim/info')).body).toMatchObject({ faults: [] });
});

const create = (
  gw: GatewayTestClient,
  extra: Record<string, unknown> = {},
): Promise<{ status: number; body: unknown }> =>
  gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge), extra));

/** One request that shows the fault; returns true when the rule is broken. */
const probes: Record<string, (gw: GatewayTestClient) => Promise<boolean>> = {
  'created-200': async (gw) => (await create(gw)).status === 200,
  'hash-not-checked': async (gw) =>
    (
      await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)), {
        hash: '0'.repeat(128),
      })
    ).status === 201,
  'hash-optional': async (gw) =>
    (await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)), { hash: null }))
      .status === 201,
  'configuration-id-not-required': async (gw) =>
    (
      await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)), {
        configurationId: null,
      })
    ).status === 201,
  'hash-over-body-then-key': async (gw) => {
    const raw = Buffer.from(JSON.stringify(jobRequest(cardParameters(visaChallenge))));
    const hash = computeHash('', Buffer.concat([raw, Buffer.from(configA.apiKeys[0]!)]));
    return (await gw.post('/api/gateway/payment-jobs', raw, { hash })).status === 201;
  },
  'payment-method-echo': async (gw) =>
    ((await create(gw)).body as { data: { paymentMethodsToUse: string[] } }).data.paymentMethodsToUse[0] !==
    'Card',
  'missing-action-link': async (gw) =>
    ((await create(gw)).body as { links: Record<string, unknown> }).links.action === undefined,
  'no-start-step': async (gw) => ((await create(gw)).body as JobDoc).data.payments[0]!.steps.length === 0,
  'amount-in-minor-units': async (gw) =>
    ((await create(gw)).body as { data: { amountToCollect: string } }).data.amountToCollect === '1234',
  'order-lines-serialised': async (gw) =>
    typeof (
      (await create(gw, { order: { orderNumber: 'o-1', orderLines: [{ name: 'Tea', quantity: 1 }] } }))
        .body as { data: { order: { orderLines: unknown } } }
    ).data.order.orderLines === 'string',
  'order-lines-refused': async (gw) =>
    (await create(gw, { order: { orderNumber: 'o-1', orderLines: [{ name: 'Tea', quantity: 1 }] } }))
      .status === 400,
  'amount-three-fraction-digits': async (gw) =>
    ((await create(gw)).body as { data: { amountToCollect: string } }).data.amountToCollect === '12.340',
  'token-before-3ds': async (gw) =>
    ((await create(gw, { options: ['GenerateToken'] })).body as JobDoc).data.payments[0]!.attributes.token !==
    undefined,
  'failed-3ds-pays': async (gw) => {
    const job = (await create(gw)).body as JobDoc;
    await gw.choose(job.links.action.url!, 'failed');
    return (
      ((await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`)).body as JobDoc).data
        .paymentStatus === 'Paid'
    );
  },
  'non-numeric-token': async (gw) => {
    await gw.control('/_sim/reset'); // the same card keeps its token: start from none
    const a = await gw.post('/api/gateway/card-tokenisation', {
      cardNumber: '4111111111111111',
      cardExpiryMonth: '01',
      cardExpiryYear: '39',
      cardCvc: '123',
    });
    return !/^\d+$/.test((a.body as { data: { token: string } }).data.token);
  },
};

for (const [name, probe] of Object.entries(probes)) {
  test(`fault ${name}: off, the rule holds; on, the probe shows it broken`, async ({ gw }) => {
    expect(await probe(gw)).toBe(false);
    await gw.faults(name);
    expect(await probe(gw)).toBe(true);
  });
}
