/**
 * A small application that meets the drills (docs/drills.md) through the
 * real recording proxy, written from the spec the way an integrator would:
 * correct, it recovers; with one mistake on, it does what breaks in the
 * field. Each mistake breaks one recovery requirement.
 *
 * Correct recovery:
 * - a start whose answer never came: the transaction is found by the id the
 *   client supplied (`findBy: 'id'`) or through latest.json (`'latest'`),
 *   then followed to its end; no second start before;
 * - a poll that fails (terminal unreachable): polled again at the next
 *   interval, until the end;
 * - a payment job request without an answer: no second job for that order;
 * - the shop's return page: the job is retrieved, its status is the outcome.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { computeHash } from '../../lib/targets/gateway/hash.js';

export const recoveryMistakes = [
  /** A start that timed out is sent again at once, as a new sale (CL-TM-LOST-1). */
  'retry-start-blind',
  /** A failed poll ends the wait: the transaction is never followed to its end (CL-TM-RESULT-1). */
  'give-up-on-failed-poll',
  /** A payment job request without an answer is sent again for the same order (CL-GW-LOST-1). */
  'recreate-job-for-order',
  /** The return page trusts its query: paid when it came back on returnUrlSuccess (CL-GW-RET-1). */
  'trust-return-url',
] as const;

export type RecoveryMistake = (typeof recoveryMistakes)[number];

export interface RecoveryClientOptions {
  readonly terminal: string;
  readonly gateway: string;
  readonly basic: string;
  readonly apiKey: string;
  readonly configurationId: string;
  readonly mistake?: RecoveryMistake;
  /** How a lost start is found: by the id the client supplied, or through latest.json. */
  readonly findBy?: 'id' | 'latest';
  /** Per request; a drill's delay beyond it loses the answer. */
  readonly requestTimeoutMs?: number;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export class SmallRecoveryClient {
  private returns: Server | undefined;
  /** What the shop's return page decided, per job reference, and how many visits it answered. */
  readonly shown = new Map<string, string>();
  visits = 0;
  /** Every id the client supplied with a start, in order. */
  readonly supplied: string[] = [];

  constructor(private readonly o: RecoveryClientOptions) {}

  private async terminal(method: string, path: string, body?: unknown): Promise<Obj> {
    const r = await fetch(`${this.o.terminal}/api/v2/${path}`, {
      method,
      headers: { authorization: this.o.basic, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(this.o.requestTimeoutMs ?? 5_000),
    });
    return obj(JSON.parse((await r.text()) || '{}') as unknown);
  }

  private async gateway(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Obj }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const r = await fetch(`${this.o.gateway}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ConfigurationId: this.o.configurationId,
        Hash: computeHash(this.o.apiKey, text),
      },
      ...(body === undefined ? {} : { body: text }),
      signal: AbortSignal.timeout(this.o.requestTimeoutMs ?? 5_000),
    });
    const answer = await r.text();
    let json: unknown = {};
    try {
      json = JSON.parse(answer);
    } catch {
      // not JSON (a 5xx page): no job
    }
    return { status: r.status, json: obj(json) };
  }

  /** A sale to its end: its id and result, or 'unknown' when it could not be followed. */
  async sale(amount: number): Promise<{ id: string; result: string }> {
    const id = randomUUID();
    this.supplied.push(id);
    let txn: Obj;
    await this.untilIdle();
    try {
      txn = obj((await this.terminal('POST', 'transactions/sale.json', { amount, id })).transaction);
    } catch {
      if (this.o.mistake === 'retry-start-blind') {
        // The start routine as always: wait for the idle screen, then start (a new sale).
        await this.untilIdle();
        const again = randomUUID();
        this.supplied.push(again);
        const doc = obj(
          (await this.terminal('POST', 'transactions/sale.json', { amount, id: again })).transaction,
        );
        return this.follow(again, doc);
      }
      txn = await this.find(id);
    }
    return this.follow(id, txn);
  }

  /** Spec States B: the idle screen "means the transaction has ended and the device is ready for another". */
  private async untilIdle(): Promise<void> {
    for (let i = 0; i < 40; i++) {
      const screen = await this.terminal('GET', 'screens/current.json').catch(() => ({}));
      if (obj(obj(screen).scene).path === 'app.views.layouts.idle') return;
      await sleep(250);
    }
  }

  /** The transaction of a lost start: by its id, or as the latest (spec States B: "current or latest"). */
  private async find(id: string): Promise<Obj> {
    for (let i = 0; i < 20; i++) {
      await sleep(500);
      try {
        const path = this.o.findBy === 'latest' ? 'transactions/latest.json' : `transactions/${id}.json`;
        const doc = obj((await this.terminal('GET', path)).transaction);
        if (doc.id === id) return doc;
      } catch {
        // not reachable yet: again at the next interval
      }
    }
    throw new Error(`transaction ${id} not found`);
  }

  private async follow(id: string, first: Obj): Promise<{ id: string; result: string }> {
    let doc = first;
    for (let i = 0; i < 60 && doc.is_active !== false; i++) {
      await sleep(500);
      try {
        doc = obj((await this.terminal('GET', `transactions/${id}.json`)).transaction);
      } catch {
        if (this.o.mistake === 'give-up-on-failed-poll') return { id, result: 'unknown' };
      }
    }
    return { id, result: typeof doc.result === 'string' ? doc.result : 'unknown' };
  }

  /** Reads a transaction once (an end-of-day look at a sale). */
  async read(id: string): Promise<Obj> {
    return obj((await this.terminal('GET', `transactions/${id}.json`)).transaction);
  }

  /** The shop's return pages: <url>/return/success etc. */
  async startReturns(): Promise<string> {
    this.returns = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://shop.invalid');
      const reference = url.searchParams.get('paymentjobref') ?? '';
      const decide = async (): Promise<string> => {
        if (this.o.mistake === 'trust-return-url')
          return url.pathname.endsWith('/success') ? 'paid' : 'failed';
        const job = await this.gateway('GET', `/api/gateway/payment-jobs/${encodeURIComponent(reference)}`);
        return String(obj(job.json.data).paymentStatus);
      };
      decide()
        .then((shown) => {
          this.visits++;
          this.shown.set(reference, shown);
          res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${shown}</p>`);
        })
        .catch(() => res.writeHead(502).end());
    });
    await new Promise<void>((resolve) => this.returns?.listen(0, '127.0.0.1', resolve));
    const a = this.returns.address();
    return `http://127.0.0.1:${typeof a === 'object' && a !== null ? a.port : 0}`;
  }

  async stopReturns(): Promise<void> {
    const server = this.returns;
    if (server === undefined) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  }

  /** A payment job for `orderNumber`; undefined when its answer never came (and, correct, nothing more). */
  async pay(
    orderNumber: string,
    returnBase: string,
  ): Promise<{ reference: string; action: string } | undefined> {
    const body = {
      type: 'Payment',
      paymentMethodsToUse: ['creditcard'],
      parameters: {
        cardNumber: '4000000000000002',
        cardExpiryMonth: '12',
        cardExpiryYear: '30',
        cardCvc: '123',
        returnUrlSuccess: `${returnBase}/return/success`,
        returnUrlFailed: `${returnBase}/return/failed`,
      },
      order: { orderNumber },
      currency: 'EUR',
      amountToCollect: '12.50',
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const created = await this.gateway('POST', '/api/gateway/payment-jobs', body).catch(() => undefined);
      const data = obj(created?.json.data);
      const action = obj(obj(created?.json.links).action).url;
      if (created?.status === 201 && typeof data.reference === 'string' && typeof action === 'string')
        return { reference: data.reference, action };
      // Correct: the job may exist; without its reference it cannot be retrieved, so no second one.
      if (this.o.mistake !== 'recreate-job-for-order') return undefined;
    }
    return undefined;
  }
}
