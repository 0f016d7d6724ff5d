/**
 * A small application of both interfaces, written from the spec the way an
 * integrator would write it, with the spec-worded client mistakes of issue 20
 * switchable one at a time, and four ways of sending the terminal's
 * credentials. It talks through a Recorder (the proxy's stand-in), so the
 * client judge sees every exchange as the proxy would.
 *
 * Credentials (Authentication B: "The credential mechanism: not shown"):
 * - `preemptive`: HTTP Basic on every request to an authorized endpoint;
 * - `after-challenge`: as Java's Authenticator and .NET's HttpClientHandler,
 *   the first request without, repeated with Basic after a 401 whose
 *   WWW-Authenticate names Basic, and sent from then on;
 * - `after-refusal`: the same, repeating after any 401 or 403 (a device may
 *   refuse with 403 and no challenge: field notes);
 * - `never`: no credentials at all;
 * - `drops-after-challenge`: answers the first challenge, then sends the
 *   later requests without credentials and gives up when they are refused.
 */
import { createHash } from 'node:crypto';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import type { Recorder } from './recorder.js';

export const smallClientMistakes = [
  /** "CardHolderName … Required when the card is enrolled for 3-D Secure 2.2": left out for such a card. */
  'tokenise-enrolled-card-without-name',
  /** "Recipient details are required for payments from a financial institution": an mcc 6012 payment without them. */
  'mcc-6012-without-recipient-details',
  /** recipientDetails "a JSON object serialised into a string": sent as the object. */
  'recipient-details-as-object',
  /** locale "Language and region code with underscore": en-GB. */
  'locale-with-hyphen',
  /** orderNumber "(string, merchant-generated reference)": sent as a number. */
  'order-number-as-number',
  /** y "(number, vertical distance into the buffer, in dots)": sent as a string. */
  'print-y-as-string',
  /** "POST | /api/v2/transactions/<type>.json": the start sent with PUT. */
  'start-with-put',
  /** "request form uses `creditcard`": Card, which real gateways accept (field notes). */
  'payment-method-card',
  /** "The example hash is 128 hexadecimal characters": the Hash computed with SHA-256 (64), not SHA-512. */
  'hash-sha-256',
] as const;

export type SmallClientMistake = (typeof smallClientMistakes)[number];

export type CredentialStyle =
  'preemptive' | 'after-challenge' | 'after-refusal' | 'never' | 'drops-after-challenge';

export interface SmallClientOptions {
  readonly apiKey: string;
  readonly configurationId: string;
  readonly username: string;
  readonly password: string;
  readonly credentials: CredentialStyle;
  readonly mistakes: ReadonlySet<SmallClientMistake>;
}

export interface Answer {
  readonly status: number;
  readonly json: unknown;
  readonly text: string;
  readonly headers: Headers;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {});

/** Cards of the gateway simulator's test table (lib/targets/gateway/testCards.ts). */
export const cards = {
  /** Visa credit, 3-D Secure 2.1. */
  visa: '4000000000000002',
  /** Visa credit enrolled for 3-D Secure 2.2: CardHolderName required. */
  visa22: '4000000000003220',
  /** Visa debit: accepted for mcc 6012. */
  visaDebit: '4000056655665556',
} as const;

export class SmallClient {
  private readonly basic: string;
  /** The device challenged and accepted the credentials: they go with every request from now on. */
  private authenticated = false;
  private challengesAnswered = 0;
  /** What the device's refusals said (WWW-Authenticate), for the tests. */
  readonly challenges: string[] = [];

  constructor(
    private readonly rec: Recorder,
    private readonly options: SmallClientOptions,
  ) {
    this.basic = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  }

  private has(m: SmallClientMistake): boolean {
    return this.options.mistakes.has(m);
  }

  // Terminal (Part B)

  /** A request to an authorized endpoint, its credentials sent the way `credentials` says. */
  async terminal(method: string, path: string, body?: unknown): Promise<Answer> {
    const style = this.options.credentials;
    const send = (withCredentials: boolean): Promise<Answer> =>
      this.rec.send(
        'terminal',
        method,
        `/api/v2/${path}`,
        {
          accept: 'application/json',
          ...(withCredentials ? { authorization: this.basic } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
    if (style === 'never') return send(false);
    if (style === 'preemptive' || this.authenticated) return send(true);
    const first = await send(false);
    const challenge = first.headers.get('www-authenticate') ?? '';
    if (first.status === 401 || first.status === 403) this.challenges.push(challenge);
    const repeat =
      style === 'after-refusal'
        ? first.status === 401 || first.status === 403
        : first.status === 401 && /^basic\b/i.test(challenge);
    if (!repeat || (style === 'drops-after-challenge' && this.challengesAnswered > 0)) return first;
    this.challengesAnswered++;
    const second = await send(true);
    if (second.status !== 401 && second.status !== 403 && style !== 'drops-after-challenge')
      this.authenticated = true;
    return second;
  }

  /** The device, for an "about" screen. */
  async device(): Promise<Answer> {
    return this.terminal('GET', 'device.json');
  }

  /**
   * A sale to its end: start, `present` (the test's cardholder), then poll
   * the transaction about every 500 ms until is_active is false (bounded).
   */
  async sale(
    amount: number,
    present: () => Promise<void>,
    sleep: (ms: number) => Promise<void>,
  ): Promise<string> {
    const method = this.has('start-with-put') ? 'PUT' : 'POST';
    const started = await this.terminal(method, 'transactions/sale.json', { amount });
    const id = obj(obj(started.json).transaction).id;
    if (typeof id !== 'string') return `refused (${started.status})`;
    await present();
    for (let i = 0; i < 40; i++) {
      await sleep(500);
      const doc = obj(obj((await this.terminal('GET', `transactions/${id}.json`)).json).transaction);
      if (doc.is_active === false) return String(doc.result);
    }
    return 'unknown';
  }

  /** The shop's line on the printer, then a scroll. */
  async print(text: string): Promise<Answer> {
    const y = this.has('print-y-as-string') ? '0' : 0;
    return this.terminal('POST', 'print.json', {
      instructions: [
        { command: 'text', text, x: 0, y, font_size: 24 },
        { command: 'scroll', amount: 40 },
      ],
    });
  }

  // Gateway (Part A)

  private async gateway(path: string, body: unknown): Promise<Answer> {
    const text = JSON.stringify(body);
    return this.rec.send(
      'gateway',
      'POST',
      path,
      {
        'content-type': 'application/json',
        ConfigurationId: this.options.configurationId,
        Hash: this.hash(text),
      },
      text,
    );
  }

  private hash(text: string): string {
    return this.has('hash-sha-256')
      ? createHash('sha256').update(`${this.options.apiKey}${text}`).digest('hex').toUpperCase()
      : computeHash(this.options.apiKey, text);
  }

  /** The payment job as it is now (Endpoints A, rule 3: "then retrieve the job"), with the Hash of the key alone. */
  async retrieve(reference: string): Promise<Answer> {
    return this.rec.send('gateway', 'GET', `/api/gateway/payment-jobs/${reference}`, {
      ConfigurationId: this.options.configurationId,
      Hash: this.hash(''),
    });
  }

  /**
   * The shopper's 3-D Secure step of a created job (Endpoints A, rule 3): the
   * browser opens the action link, posts its choice on the simulator page, is
   * redirected back; then the shop retrieves the job. Resolves the job's
   * paymentStatus, or why the step could not be taken.
   */
  async threeDSecure(created: Answer, choice: 'success' | 'failed'): Promise<string> {
    const data = obj(obj(created.json).data);
    const action = obj(obj(obj(created.json).links).action).url;
    if (typeof data.reference !== 'string' || typeof action !== 'string')
      return `not created (${created.status})`;
    const link = new URL(action);
    const html = { accept: 'text/html' };
    const page = await this.rec.send('gateway', 'GET', `${link.pathname}${link.search}`, html);
    const form = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
    if (form === undefined) return `no 3-D Secure form (${page.status})`;
    const target = new URL(form, link);
    const posted = await this.rec.send(
      'gateway',
      'POST',
      `${target.pathname}${target.search}`,
      { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      `choice=${choice}`,
    );
    if (Math.floor(posted.status / 100) !== 3) return `not redirected (${posted.status})`;
    const job = await this.retrieve(data.reference);
    return String(obj(obj(job.json).data).paymentStatus);
  }

  /** Card details into a token; the name on the card goes with them unless the mistake leaves it out. */
  async tokenise(cardNumber: string): Promise<string | undefined> {
    const unnamed = this.has('tokenise-enrolled-card-without-name') && cardNumber === cards.visa22;
    const answer = await this.gateway('/api/gateway/card-tokenisation', {
      cardNumber,
      ...(unnamed ? {} : { CardHolderName: 'A Shopper' }),
      cardExpiryYear: '30',
      cardExpiryMonth: '12',
      cardCvc: '123',
    });
    const token = obj(obj(answer.json).data).token;
    return typeof token === 'string' ? token : undefined;
  }

  /** A payment job: a new card or a stored token; mcc 6012 (a financial institution) with recipient details. */
  async pay(order: string, payment: { card?: string; token?: string; mcc6012?: boolean }): Promise<Answer> {
    const details = {
      lastname: 'Doe',
      dateOfBirth: '1980-01-31',
      postcode: '1011AB',
      primaryAccountNumber: '400005******5556',
    };
    const recipient =
      payment.mcc6012 !== true || this.has('mcc-6012-without-recipient-details')
        ? {}
        : { recipientDetails: this.has('recipient-details-as-object') ? details : JSON.stringify(details) };
    const card =
      payment.token !== undefined
        ? { token: payment.token, cardCvc: '123' }
        : { cardNumber: payment.card, cardCvc: '123', cardExpiryMonth: '12', cardExpiryYear: '30' };
    return this.gateway('/api/gateway/payment-jobs', {
      type: 'Payment',
      paymentMethodsToUse: [this.has('payment-method-card') ? 'Card' : 'creditcard'],
      parameters: { ...card, ...(payment.mcc6012 === true ? { mcc: '6012' } : {}), ...recipient },
      order: { orderNumber: this.has('order-number-as-number') ? Number(order) : order },
      currency: 'EUR',
      amountToCollect: '12.50',
      locale: this.has('locale-with-hyphen') ? 'en-GB' : 'en_GB',
    });
  }
}
