/**
 * Playwright glue for the gateway simulator's self-tests: a worker-scoped
 * simulator (free port, two configurations, the first with two keys) and a
 * signed client. Each test starts from a reset simulator with no faults.
 */
import { test as base } from '@playwright/test';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { findTestCard, type GatewayTestCard } from '../../lib/targets/gateway/testCards.js';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';

export const configA = { id: 'merchant-a', apiKeys: ['key-a-old', 'key-a-new'], name: 'Café Ünïcode & Co' };
export const configB = { id: 'merchant-b', apiKeys: ['key-b'] };

export interface SignOptions {
  configurationId?: string | null;
  key?: string;
  /** A Hash header to send instead of the computed one; null = none. */
  hash?: string | null;
  contentType?: string;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export class GatewayTestClient {
  constructor(readonly url: string) {}

  async post(path: string, body: string | Uint8Array | object, o: SignOptions = {}): Promise<Answer> {
    const raw =
      typeof body === 'string' || body instanceof Uint8Array
        ? body
        : Buffer.from(JSON.stringify(body), 'utf8');
    const headers: Record<string, string> = { 'content-type': o.contentType ?? 'application/json' };
    const id = o.configurationId === undefined ? configA.id : o.configurationId;
    if (id !== null) headers.ConfigurationId = id;
    const hash = o.hash === undefined ? computeHash(o.key ?? configA.apiKeys[0]!, raw) : o.hash;
    if (hash !== null) headers.Hash = hash;
    const r = await fetch(this.url + path, {
      method: 'POST',
      body: typeof raw === 'string' ? raw : Buffer.from(raw),
      headers,
    });
    return answer(r);
  }

  async get(path: string, o: SignOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    const id = o.configurationId === undefined ? configA.id : o.configurationId;
    if (id !== null) headers.ConfigurationId = id;
    const hash = o.hash === undefined ? computeHash(o.key ?? configA.apiKeys[0]!) : o.hash;
    if (hash !== null) headers.Hash = hash;
    return answer(await fetch(this.url + path, { headers }));
  }

  async control(path: string, body?: object): Promise<Answer> {
    const r = await fetch(this.url + path, {
      method: body === undefined && path !== '/_sim/reset' ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return answer(r);
  }

  async faults(...names: string[]): Promise<void> {
    const a = await this.control('/_sim/config', { faults: names });
    if (a.status !== 200) throw new Error(`setting faults failed: ${a.text}`);
  }

  /** The shopper's choice on the 3-D Secure page, without a browser. */
  async choose(actionUrl: string, choice: string): Promise<{ status: number; location: string | null }> {
    const r = await fetch(actionUrl, {
      method: 'POST',
      body: `choice=${encodeURIComponent(choice)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: this.url },
      redirect: 'manual',
    });
    await r.arrayBuffer();
    return { status: r.status, location: r.headers.get('location') };
  }
}

async function answer(r: Response): Promise<Answer> {
  const text = await r.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: r.status, body, text };
}

/** Card parameters of a table card, far-future expiry. */
export function cardParameters(card: GatewayTestCard): Record<string, string> {
  return {
    cardNumber: card.number,
    cardExpiryMonth: '12',
    cardExpiryYear: '35',
    cardCvc: card.cvc,
    ...(card.requiresCardHolderName ? { cardHolderName: 'Zoë Ångström' } : {}),
  };
}

export const visaChallenge = findTestCard('4000000000000002')!;

export function jobRequest(parameters: Record<string, unknown>, extra: Record<string, unknown> = {}): object {
  return {
    type: 'Payment',
    paymentMethodsToUse: ['creditcard'],
    parameters,
    order: { orderNumber: 'order-1' },
    currency: 'EUR',
    amountToCollect: '12.34',
    ...extra,
  };
}

/** Fields of a job response the tests read. */
export interface JobDoc {
  data: {
    reference: string;
    paymentStatus: string;
    paidAmount?: string;
    payments: {
      reference: string;
      status: string;
      steps: { action: string; status: string }[];
      attributes: Record<string, string | undefined>;
    }[];
  };
  links: { action: { url?: string } };
}

export const test = base.extend<{ gw: GatewayTestClient }, { gatewaySim: RunningGatewaySimulator }>({
  gatewaySim: [
    async ({}, use) => {
      const sim = await startGatewaySimulator({ port: 0, seed: 7, configurations: [configA, configB] });
      await use(sim);
      await sim.stop();
    },
    { scope: 'worker' },
  ],
  gw: async ({ gatewaySim }, use) => {
    const client = new GatewayTestClient(gatewaySim.url);
    await client.control('/_sim/reset');
    await client.faults();
    await use(client);
  },
});

export { expect } from '@playwright/test';
