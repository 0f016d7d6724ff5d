/**
 * Model-based commands over the gateway simulator (fast-check): tokenise,
 * create, retrieve, authenticate via the page's form POST, pay with a token,
 * and send a refused request. After every command the invariants are
 * checked against every stored job:
 *   - a job is paid at most once and a finished job never moves again;
 *   - a token attribute exists only after a passed authentication (Paid);
 *   - references are unique;
 *   - a refused request changes no stored job.
 */
import { expect } from '@playwright/test';
import fc from 'fast-check';
import { findTestCard, type GatewayTestCard } from '../../lib/targets/gateway/testCards.js';
import { cardParameters, jobRequest, type GatewayTestClient, type JobDoc } from './gatewayTest.js';

export interface ModelJob {
  ref: string;
  action: string;
  card: GatewayTestCard;
  generateToken: boolean;
  status: string;
}

export interface Model {
  jobs: ModelJob[];
  tokens: { token: string; card: GatewayTestCard }[];
}

export const modelCards = [
  '4000000000000002',
  '4000000000000069',
  '4000056655665556',
  '4000000000003220',
].map((n) => findTestCard(n)!);

type Cmd = fc.AsyncCommand<Model, GatewayTestClient>;

async function allJobs(gw: GatewayTestClient, m: Model): Promise<JobDoc[]> {
  const docs: JobDoc[] = [];
  for (const j of m.jobs) {
    const a = await gw.get(`/api/gateway/payment-jobs/${j.ref}`);
    expect(a.status).toBe(200);
    docs.push(a.body as JobDoc);
  }
  return docs;
}

export async function checkInvariants(gw: GatewayTestClient, m: Model): Promise<void> {
  const docs = await allJobs(gw, m);
  const refs: string[] = [];
  docs.forEach((d, i) => {
    const j = m.jobs[i]!;
    const p = d.data.payments[0]!;
    expect(d.data.paymentStatus, `job ${j.ref}`).toBe(j.status);
    const processed = p.steps.filter((s) => s.action === 'Process');
    expect(processed.length).toBeLessThanOrEqual(1);
    expect(processed.filter((s) => s.status === 'Paid').length).toBe(j.status === 'Paid' ? 1 : 0);
    if (p.attributes.token !== undefined) {
      expect(j.status, `token on job ${j.ref} without a passed authentication`).toBe('Paid');
      expect(j.generateToken).toBe(true);
    }
    refs.push(
      d.data.reference,
      p.reference,
      ...p.steps.map((s) => (s as unknown as { reference: string }).reference),
    );
  });
  expect(new Set(refs).size, 'references are unique').toBe(refs.length);
}

function outcome(card: GatewayTestCard, choice: string): string {
  if (choice === 'success') return card.issuerOutcome === 'approve' ? 'Paid' : 'Declined';
  return choice === 'cancel' ? 'Cancelled' : 'Failed';
}

class Tokenise implements Cmd {
  constructor(readonly card: GatewayTestCard) {}
  check = (): boolean => true;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const a = await gw.post('/api/gateway/card-tokenisation', {
      cardNumber: this.card.number,
      cardExpiryMonth: '12',
      cardExpiryYear: '35',
      cardCvc: '123',
      ...(this.card.requiresCardHolderName ? { CardHolderName: 'Zoë' } : {}),
    });
    expect(a.status, a.text).toBe(200);
    m.tokens.push({ token: (a.body as { data: { token: string } }).data.token, card: this.card });
    await checkInvariants(gw, m);
  }
  toString = (): string => `tokenise(${this.card.number.slice(-4)})`;
}

class Create implements Cmd {
  constructor(
    readonly card: GatewayTestCard,
    readonly generateToken: boolean,
  ) {}
  check = (): boolean => true;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const a = await gw.post(
      '/api/gateway/payment-jobs',
      jobRequest(cardParameters(this.card), this.generateToken ? { options: ['GenerateToken'] } : {}),
    );
    expect(a.status, a.text).toBe(201);
    const d = a.body as JobDoc;
    m.jobs.push({
      ref: d.data.reference,
      action: d.links.action.url!,
      card: this.card,
      generateToken: this.generateToken,
      status: 'Pending',
    });
    await checkInvariants(gw, m);
  }
  toString = (): string => `create(${this.card.number.slice(-4)}, token=${String(this.generateToken)})`;
}

class PayWithToken implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>): boolean => m.tokens.length > 0;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const t = m.tokens[this.index % m.tokens.length]!;
    const a = await gw.post(
      '/api/gateway/payment-jobs',
      jobRequest({ token: t.token }, { options: ['GenerateToken'] }),
    );
    expect(a.status, a.text).toBe(201);
    const d = a.body as JobDoc;
    m.jobs.push({
      ref: d.data.reference,
      action: d.links.action.url!,
      card: t.card,
      generateToken: true,
      status: 'Pending',
    });
    await checkInvariants(gw, m);
  }
  toString = (): string => `payWithToken(${this.index})`;
}

class Authenticate implements Cmd {
  constructor(
    readonly index: number,
    readonly choice: string,
  ) {}
  check = (m: Readonly<Model>): boolean => m.jobs.length > 0;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const j = m.jobs[this.index % m.jobs.length]!;
    const r = await gw.choose(j.action, this.choice);
    expect(r.status).toBe(303);
    if (j.status === 'Pending') j.status = outcome(j.card, this.choice);
    await checkInvariants(gw, m);
  }
  toString = (): string => `authenticate(${this.index}, ${this.choice})`;
}

class Retrieve implements Cmd {
  constructor(readonly index: number) {}
  check = (m: Readonly<Model>): boolean => m.jobs.length > 0;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const j = m.jobs[this.index % m.jobs.length]!;
    const a = await gw.get(`/api/gateway/payment-jobs/${j.ref}?locale=en_US`);
    expect(a.status).toBe(200);
    await checkInvariants(gw, m);
  }
  toString = (): string => `retrieve(${this.index})`;
}

const refused: readonly { name: string; body: string | object; hash?: string }[] = [
  { name: 'malformed', body: '{"type":' },
  { name: 'wrong hash', body: jobRequest({}), hash: 'F'.repeat(128) },
  {
    name: 'bad card',
    body: jobRequest({
      cardNumber: '4000000000000001',
      cardExpiryMonth: '01',
      cardExpiryYear: '35',
      cardCvc: '1',
    }),
  },
  { name: 'unknown token', body: jobRequest({ token: '1' }) },
];

class Refused implements Cmd {
  constructor(readonly index: number) {}
  check = (): boolean => true;
  async run(m: Model, gw: GatewayTestClient): Promise<void> {
    const before = JSON.stringify(await allJobs(gw, m));
    const r = refused[this.index % refused.length]!;
    const a = await gw.post(
      '/api/gateway/payment-jobs',
      r.body,
      r.hash === undefined ? {} : { hash: r.hash },
    );
    expect(a.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(await allJobs(gw, m)), 'a refused request changed a stored job').toBe(before);
    await checkInvariants(gw, m);
  }
  toString = (): string => `refused(${refused[this.index % refused.length]!.name})`;
}

const card = fc.constantFrom(...modelCards);
const index = fc.nat({ max: 20 });

export const gatewayCommands = fc.commands(
  [
    card.map((c) => new Tokenise(c)),
    fc.tuple(card, fc.boolean()).map(([c, g]) => new Create(c, g)),
    index.map((i) => new PayWithToken(i)),
    fc
      .tuple(index, fc.constantFrom('success', 'failed', 'not-authenticated', 'cancel'))
      .map(([i, c]) => new Authenticate(i, c)),
    index.map((i) => new Retrieve(i)),
    index.map((i) => new Refused(i)),
  ],
  { maxCommands: 12 },
);
