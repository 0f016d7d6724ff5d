/**
 * The gateway simulator's `field` personality over HTTP: each entry of
 * simulators/gateway/personality/field/ shows on the wire, the reference
 * state machine still decides, and every entry cites text that the spec (or
 * the field notes) really contains.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base } from '@playwright/test';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';
import { fieldChoices } from '../../simulators/gateway/personality/field/index.js';
import { fromUuid, toUuid } from '../../simulators/gateway/personality/field/uuidReferences.js';
import { processingDelayMs } from '../../simulators/gateway/personality/field/completionAfterASecond.js';
import { readSpec, specPath } from '../spec/specText.js';
import {
  GatewayTestClient,
  cardParameters,
  configA,
  configB,
  expect,
  jobRequest,
  visaChallenge,
  type JobDoc,
} from './gatewayTest.js';

const test = base.extend<{ gw: GatewayTestClient }, { fieldSim: RunningGatewaySimulator }>({
  fieldSim: [
    async ({}, use) => {
      const sim = await startGatewaySimulator({
        port: 0,
        seed: 7,
        configurations: [configA, configB],
        personality: 'field',
      });
      await use(sim);
      await sim.stop();
    },
    { scope: 'worker' },
  ],
  gw: async ({ fieldSim }, use) => {
    const client = new GatewayTestClient(fieldSim.url);
    await client.control('/_sim/reset');
    await use(client);
  },
});

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const squash = (s: string): string => s.replace(/\s+/g, ' ');

async function createJob(gw: GatewayTestClient): Promise<JobDoc> {
  const created = await gw.post('/api/gateway/payment-jobs', jobRequest(cardParameters(visaChallenge)));
  expect(created.status).toBe(201);
  return created.body as JobDoc;
}

test('every field entry has a unique name, a change, and quotes text the spec or field notes contain', () => {
  const sources = squash(readSpec() + readFileSync(resolve(specPath, '../../field-notes.md'), 'utf8'));
  const names = fieldChoices.map((c) => c.name);
  expect(new Set(names).size).toBe(names.length);
  for (const c of fieldChoices) {
    expect(c.change.length, c.name).toBeGreaterThan(10);
    const quotes = [...c.allowedBy.matchAll(/"([^"]+)"/g)].map((m) => squash(m[1] ?? ''));
    expect(quotes.length, `${c.name} quotes no sentence`).toBeGreaterThan(0);
    for (const q of quotes) expect(sources, `${c.name} cites "${q}"`).toContain(q);
  }
});

test('references are UUID-like on the wire and found again by that form', async ({ gw }) => {
  expect(fromUuid(toUuid('123456789012345678'))).toBe('123456789012345678');
  const job = await createJob(gw);
  expect(job.data.reference).toMatch(uuidLike);
  expect(job.data.payments[0]?.reference).toMatch(uuidLike);
  expect(job.links.action.url).toContain(`/gateway/3ds/${job.data.payments[0]?.reference}`);
  const back = await gw.get(`/api/gateway/payment-jobs/${job.data.reference}`);
  expect(back.status).toBe(200);
  expect((back.body as JobDoc).data.reference).toBe(job.data.reference);
  expect(back.text).not.toMatch(/(?<![\d-])\d{18}(?![\d-])/);
});

test('initial acquiring details use other key names; undocumented fields are present', async ({ gw }) => {
  const job = await createJob(gw);
  const details = JSON.parse(job.data.payments[0]?.attributes.serviceAcquiringDetails ?? '{}') as object;
  expect(Object.keys(details).sort()).toEqual(['threeDsProtocolVersion', 'threeDsVersionSelection']);
  expect(job.data).toHaveProperty('metadata');
  expect(job.data).toHaveProperty('channel', 'Ecommerce');
});

test('refusals are problem+json, 401 answered 403 and 400 answered 422; answers close the connection', async ({
  gw,
  fieldSim,
}) => {
  const badHash = await fetch(`${fieldSim.url}/api/gateway/payment-jobs`, {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json', ConfigurationId: configA.id, Hash: 'AB'.repeat(64) },
  });
  expect(badHash.status).toBe(403);
  expect(badHash.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(badHash.headers.get('connection')).toBe('close');
  expect(await badHash.json()).toMatchObject({ status: 403, title: 'Invalid Hash' });
  const invalid = await gw.post('/api/gateway/payment-jobs', { type: 'Payment' });
  expect(invalid.status).toBe(422);
});

test('completion comes about a second after the choice; a failed check leaves the job Pending', async ({
  gw,
}) => {
  const paid = await createJob(gw);
  const failed = await createJob(gw);
  expect((await gw.choose(paid.links.action.url ?? '', 'success')).status).toBe(303);
  expect((await gw.choose(failed.links.action.url ?? '', 'failed')).status).toBe(303);
  const early = (await gw.get(`/api/gateway/payment-jobs/${paid.data.reference}`)).body as JobDoc;
  expect(early.data.paymentStatus).toBe('Pending');
  await new Promise((r) => setTimeout(r, processingDelayMs + 200));
  const late = (await gw.get(`/api/gateway/payment-jobs/${paid.data.reference}`)).body as JobDoc;
  expect(late.data.paymentStatus).toBe('Paid');
  const lateFailed = (await gw.get(`/api/gateway/payment-jobs/${failed.data.reference}`)).body as JobDoc;
  expect(lateFailed.data.paymentStatus).toBe('Pending');
  expect(lateFailed.data.payments[0]?.steps.map((s) => s.action)).toEqual(['Start']);
  const details = JSON.parse(lateFailed.data.payments[0]?.attributes.serviceAcquiringDetails ?? '{}') as {
    AuthenticationStatus?: string;
  };
  expect(details.AuthenticationStatus).toBe('N');
});

test('an unknown personality is refused, naming the known ones', async () => {
  await expect(startGatewaySimulator({ port: 0, personality: 'nope' })).rejects.toThrow(/reference, field/);
});
