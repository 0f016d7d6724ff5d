/**
 * The gateway's pure state machine: tokens and payment jobs, time from a
 * controllable clock, references from a seeded PRNG. No I/O; the HTTP
 * binding calls it only after a request passed authentication and
 * validation, so a refused request never reaches a stored job.
 *
 * Transitions (spec "States and transitions A", field notes for the rest):
 *   (none) --create--> Pending (one Start step, Pending)
 *   Pending --success, issuer approves--> Paid (Process step Paid; token when requested)
 *   Pending --success, issuer declines--> Declined
 *   Pending --failed | not-authenticated--> Failed (ThreeDSecureFailed)
 *   Pending --cancel--> Cancelled
 * A finished job never moves again: a second choice changes nothing.
 *
 * The store's fault checks (token form, reference reuse, 3-D Secure decisions) change the state
 * every later answer is rendered from, so they stay branches of the state machine.
 */
import { acquiringDetails } from './acquiringDetails.js';
import { isoUtc, rememberLast, type Clock } from './clock.js';
import type { FaultSet } from './faults.js';
import type {
  CardDetails,
  JobRecord,
  JobStatus,
  ReturnUrls,
  ThreeDSecureChoice,
  TokenRecord,
} from './model.js';
import type { PaymentJobInput } from './parsePaymentJobRequest.js';
import { Prng } from '../../lib/support/random/prng.js';

/** Where the choice came from: the browser's address(es) and Origin header. */
export interface ChoiceContext {
  readonly originatingIpAddress: string;
  readonly originHeader: string;
}

export interface StoreOptions {
  readonly seed: number;
  readonly clock: Clock;
  /** Oldest jobs are forgotten beyond this many, so a long run or a benchmark cannot exhaust memory. */
  readonly maxJobs?: number;
  /** ... and beyond this many bytes (see jobBytes), whichever comes first. */
  readonly maxJobBytes?: number;
  /** Oldest tokens are forgotten beyond this many (a token record's size is bounded by its card). */
  readonly maxTokens?: number;
}

export const defaultMaxJobs = 20_000;
export const defaultMaxJobBytes = 32 * 1024 * 1024;
export const defaultMaxTokens = 50_000;

/**
 * What a job costs, in bytes, for the store's bound: a fixed part for the
 * record and its strings, plus its order lines at about 16 heap bytes per
 * serialised byte (small parsed objects cost that much more than their text;
 * measured by the soak bench). An estimate that errs high.
 */
function jobBytes(orderLines: readonly unknown[]): number {
  return 1_024 + (orderLines.length === 0 ? 0 : 16 * JSON.stringify(orderLines).length);
}

function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/**
 * References are 18 digits (field notes: "long numeric strings (about 18
 * digits)"): nine digits drawn from the seed, then a counter scrambled by a
 * bijection of [0, 10^9) (multiplier coprime with 10). Unique by
 * construction, random-looking, and cheap: one is drawn per request.
 */
const scramble = 7_654_321;

/** Shared by every job without order lines. */
const noOrderLines: readonly unknown[] = Object.freeze([]);

/**
 * The request's paymentMethodsToUse, kept only for the payment-method-echo
 * fault: the usual one-method spellings are shared rather than kept per job.
 */
const oneMethod = new Map(
  ['creditcard', 'Creditcard', 'CreditCard', 'Card'].map((m) => [m, Object.freeze([m])] as const),
);
function sharedMethods(methods: readonly string[]): readonly string[] {
  if (methods.length !== 1) return methods;
  return oneMethod.get(methods[0] ?? '') ?? methods;
}
const counterSpace = 1_000_000_000;
const nineDigits = /^\d{9}$/;

export class GatewayStore {
  private prng: Prng;
  private seed: number;
  private readonly clock: Clock;
  private readonly maxJobs: number;
  private readonly maxJobBytes: number;
  private readonly maxTokens: number;
  private storedBytes = 0;
  /** Each stored job's cost (jobBytes), by key. */
  private readonly costs = new Map<number, number>();
  /**
   * Jobs by reference and by payment reference, keyed by the reference's last
   * nine digits (see keyOf): a small-integer key is hashed at once, where an
   * 18-character string would first be flattened and hashed on every insert.
   */
  private readonly jobs = new Map<number, JobRecord>();
  private readonly byPayment = new Map<number, JobRecord>();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly tokenByCard = new Map<string, string>();
  private refPrefix = '';
  private refOffset = 0;
  private refCounter = 0;
  /** The key of the reference made last (see keyOf). */
  private lastKey = 0;
  /** Only for the reference-reused fault: the last job's reference and its key. */
  private lastJobReference: string | undefined;
  private lastJobKey = 0;
  /**
   * Each job's key and payment key in creation order, for eviction (a FIFO
   * of small integers: Map iteration slows down after many deletions).
   */
  private order: number[] = [];
  private head = 0;
  private readonly createdText = rememberLast(isoUtc);
  // field notes: a job expires about six months after creation
  private readonly expiresText = rememberLast((ms) => isoUtc(addMonths(ms, 6)));

  constructor(options: StoreOptions) {
    this.seed = options.seed;
    this.prng = new Prng(options.seed);
    this.seedReferences();
    this.clock = options.clock;
    this.maxJobs = options.maxJobs ?? defaultMaxJobs;
    this.maxJobBytes = options.maxJobBytes ?? defaultMaxJobBytes;
    this.maxTokens = options.maxTokens ?? defaultMaxTokens;
  }

  /** Forgets every token and job and restarts the PRNG from the seed. */
  reset(): void {
    this.jobs.clear();
    this.byPayment.clear();
    this.tokens.clear();
    this.tokenByCard.clear();
    this.costs.clear();
    this.storedBytes = 0;
    this.order = [];
    this.head = 0;
    this.lastJobReference = undefined;
    this.prng = new Prng(this.seed);
    this.seedReferences();
  }

  private seedReferences(): void {
    this.refPrefix = this.prng.number(9);
    this.refOffset = this.prng.int(counterSpace);
    this.refCounter = 0;
  }

  /** The nine digits every reference since the last reset starts with (variations find references by it). */
  get referencePrefix(): string {
    return this.refPrefix;
  }

  get random(): Prng {
    return this.prng;
  }

  get jobCount(): number {
    return this.jobs.size;
  }

  get tokenCount(): number {
    return this.tokens.size;
  }

  /** The bytes the stored jobs are counted at (see jobBytes). */
  get jobBytes(): number {
    return this.storedBytes;
  }

  /** A new 18-digit reference, unique since the last reset. */
  private reference(): string {
    if (this.refCounter >= counterSpace) throw new Error('reference space exhausted: reset the simulator');
    const n = (this.refCounter++ * scramble + this.refOffset) % counterSpace;
    this.lastKey = n;
    // Nine in ten need no padding: skip the padStart call for them.
    return this.refPrefix + (n >= 100_000_000 ? String(n) : String(n).padStart(9, '0'));
  }

  /**
   * A reference's map key: its last nine digits, which are unique since the
   * last reset (every reference shares the prefix). Anything that is not one
   * of this store's references has none. A lookup still compares the whole
   * reference, so the key only narrows the search.
   */
  private keyOf(reference: string): number | undefined {
    if (reference.length !== 18 || !reference.startsWith(this.refPrefix)) return undefined;
    const tail = reference.slice(9);
    return nineDigits.test(tail) ? Number(tail) : undefined;
  }

  /** The same card (number and expiry) of one configuration keeps its token. */
  tokenise(configurationId: string, card: CardDetails, faults: FaultSet): TokenRecord {
    const key = `${configurationId}\u0000${card.number}\u0000${card.expiryMonth}${card.expiryYear}`;
    const known = this.tokenByCard.get(key);
    const existing = known === undefined ? undefined : this.tokens.get(known);
    if (existing !== undefined) return existing;
    // 20 digits: numeric (spec A. tokenisation response), never mistaken for a card number.
    let digits = this.prng.number(20);
    for (let i = 0; i < 100 && this.tokens.has(digits); i++) digits = this.prng.number(20);
    const token = faults.has('non-numeric-token') ? `tok_${digits}` : digits;
    const rec: TokenRecord = { token, configurationId, card, createdAt: this.clock.now() };
    this.tokens.set(token, rec);
    this.tokenByCard.set(key, token);
    this.evictTokens();
    return rec;
  }

  findToken(configurationId: string, token: string): TokenRecord | undefined {
    const rec = this.tokens.get(token);
    return rec !== undefined && rec.configurationId === configurationId ? rec : undefined;
  }

  createJob(
    configurationId: string,
    input: PaymentJobInput,
    returnUrls: ReturnUrls,
    defaultLocale: string,
    faults: FaultSet,
  ): JobRecord {
    const now = this.clock.now();
    const p = input.card.profile;
    let reference = this.reference();
    let key = this.lastKey;
    // reference-reused: the previous job's reference is handed out again.
    if (faults.has('reference-reused') && this.lastJobReference !== undefined) {
      reference = this.lastJobReference;
      key = this.lastJobKey;
    }
    this.lastJobReference = reference;
    this.lastJobKey = key;
    const traceReference = this.reference();
    const paymentReference = this.reference();
    const paymentKey = this.lastKey;
    // One fixed shape, every field present from the start (no spreads, no properties added later):
    // cheaper to build, and 20 000 of these live in the old generation.
    const job: JobRecord = {
      reference,
      traceReference,
      configurationId,
      createdAt: now,
      createdIso: this.createdText(now),
      expiresIso: this.expiresText(now),
      locale: input.locale ?? defaultLocale,
      orderNumber: input.orderNumber,
      orderLines: input.orderLines.length === 0 ? noOrderLines : input.orderLines,
      requestedMethods: sharedMethods(input.methods),
      currency: input.currency,
      amount: input.amount,
      card: input.card,
      paidWithToken: input.paidWithToken,
      generateToken: input.generateToken,
      returnUrls,
      paymentReference,
      startStepReference: this.reference(),
      threeDSecureReason: p.threeDSecureVersion === '2.2.0' ? 'CardEnrolled' : 'CardNotEnrolledFor2.2',
      status: 'Pending',
      outcome: undefined,
      earlyToken: undefined,
      lastUpdate: now,
    };
    if (job.generateToken && faults.has('token-before-3ds')) {
      job.earlyToken = job.paidWithToken ?? this.tokenise(configurationId, job.card, faults).token;
    }
    // At most about 1 MB for a 64 KiB body: always far below the bound, so one job never empties the store.
    const cost = jobBytes(job.orderLines);
    const replaced = this.costs.get(key);
    if (replaced !== undefined) this.storedBytes -= replaced;
    this.jobs.set(key, job);
    this.costs.set(key, cost);
    this.storedBytes += cost;
    this.order.push(key, paymentKey);
    this.byPayment.set(paymentKey, job);
    this.evict();
    return job;
  }

  /**
   * Forgets a job just created, when answering its creation failed: a create
   * answered 5xx must not leave a job behind (issue 13).
   */
  forget(job: JobRecord): void {
    const key = this.keyOf(job.reference);
    if (key === undefined || this.jobs.get(key) !== job) return;
    this.jobs.delete(key);
    this.storedBytes -= this.costs.get(key) ?? 0;
    this.costs.delete(key);
    const paymentKey = this.keyOf(job.paymentReference);
    if (paymentKey !== undefined && this.byPayment.get(paymentKey) === job) this.byPayment.delete(paymentKey);
  }

  /** Oldest tokens first (a Map iterates in insertion order). */
  private evictTokens(): void {
    for (const [token, rec] of this.tokens) {
      if (this.tokens.size <= this.maxTokens) return;
      this.tokens.delete(token);
      const card = rec.card;
      const cardKey = `${rec.configurationId}\u0000${card.number}\u0000${card.expiryMonth}${card.expiryYear}`;
      if (this.tokenByCard.get(cardKey) === token) this.tokenByCard.delete(cardKey);
    }
  }

  private evict(): void {
    while (
      (this.jobs.size > this.maxJobs || this.storedBytes > this.maxJobBytes) &&
      this.head < this.order.length
    ) {
      const key = this.order[this.head] as number;
      const paymentKey = this.order[this.head + 1] as number;
      this.head += 2;
      const job = this.jobs.get(key);
      // Under reference-reused a key can come twice in the FIFO: only the stored job's entry frees it.
      if (job !== undefined && job.paymentReference.endsWith(String(paymentKey).padStart(9, '0'))) {
        this.jobs.delete(key);
        this.storedBytes -= this.costs.get(key) ?? 0;
        this.costs.delete(key);
      }
      this.byPayment.delete(paymentKey);
    }
    if (this.head > 1024 && this.head * 2 > this.order.length) {
      this.order = this.order.slice(this.head);
      this.head = 0;
    }
  }

  /** The newest jobs still stored, newest first (the gateway page). */
  newestJobs(limit: number): JobRecord[] {
    const out: JobRecord[] = [];
    for (let i = this.order.length - 2; i >= this.head && out.length < limit; i -= 2) {
      const job = this.jobs.get(this.order[i] as number);
      // Under reference-reused a key comes twice: only the entry of the job stored under it counts.
      if (job !== undefined && this.byPayment.get(this.order[i + 1] as number) === job) out.push(job);
    }
    return out;
  }

  /** The newest tokens, newest first (the gateway page). */
  newestTokens(limit: number): TokenRecord[] {
    return [...this.tokens.values()].slice(-limit).reverse();
  }

  /** A job of another configuration is not found: references do not leak across configurations. */
  findJob(configurationId: string, reference: string): JobRecord | undefined {
    const key = this.keyOf(reference);
    const job = key === undefined ? undefined : this.jobs.get(key);
    return job !== undefined && job.reference === reference && job.configurationId === configurationId
      ? job
      : undefined;
  }

  findJobByPaymentReference(paymentReference: string): JobRecord | undefined {
    const key = this.keyOf(paymentReference);
    const job = key === undefined ? undefined : this.byPayment.get(key);
    return job !== undefined && job.paymentReference === paymentReference ? job : undefined;
  }

  /** Applies the shopper's choice; returns false (and changes nothing) when the job is already finished. */
  decide(job: JobRecord, choice: ThreeDSecureChoice, ctx: ChoiceContext, faults: FaultSet): boolean {
    if (job.status !== 'Pending') return false;
    let status: Exclude<JobStatus, 'Pending'>;
    if (choice === 'success') {
      if (faults.has('success-stays-pending')) return false;
      // issuer-decline-paid: a passed check is Paid whatever the issuer answers.
      status =
        job.card.profile.issuerOutcome === 'approve' || faults.has('issuer-decline-paid')
          ? 'Paid'
          : 'Declined';
    } else if (choice === 'cancel') {
      status = 'Cancelled';
    } else {
      status = faults.has('failed-3ds-pays') ? 'Paid' : 'Failed';
    }
    const now = this.clock.now();
    const tokenDue =
      job.generateToken &&
      (status === 'Paid' ||
        (choice !== 'success' && choice !== 'cancel' && faults.has('token-on-failed-3ds')));
    const token = tokenDue
      ? (job.paidWithToken ?? this.tokenise(job.configurationId, job.card, faults).token)
      : undefined;
    job.outcome = {
      choice,
      at: now,
      status,
      processStepReference: this.reference(),
      originatingIpAddress: ctx.originatingIpAddress,
      originHeader: ctx.originHeader,
      paymentMethodTransactionId: this.prng.number(12),
      acquiring: acquiringDetails(job.card, status, this.prng, choice),
      ...(token === undefined ? {} : { token }),
      ...(status === 'Failed' ? { errorCode: 'ThreeDSecureFailed' } : {}),
      ...(status === 'Declined' ? { errorCode: 'IssuerDeclined' } : {}),
    };
    job.status = status;
    job.lastUpdate = now;
    return true;
  }
}
