/**
 * The terminal's pure state machine: the transaction database, the one
 * active transaction, stan/session/message counters and the screen. No I/O
 * and no timers: every call takes the simulated time, and `advanceTo(now)`
 * runs the steps that are due (the runtime calls it from its timer and after
 * a clock advance). Randomness comes from a seeded PRNG.
 */
import { terminalTransactionDefaults } from '../../generated/defaults.js';
import { autoPresentCardId } from '../../lib/targets/terminal/autoPresentAmounts.js';
import { findTestCard, type TestCard } from '../../lib/targets/terminal/testCards.js';
import { planCardFlow } from './cardFlow.js';
import * as E from './errors.js';
import type { SimError } from './errors.js';
import type { FaultName } from './faults.js';
import type { FlowContext, Phase, Step } from './flowStep.js';
import { planHostOnlyFlow, type BatchTotals } from './hostOnlyFlow.js';
import { OutcomeQueue } from '../kit/outcomeQueue.js';
import {
  isCardOutcome,
  QUEUED_OUTCOME_DELAY_MS,
  queuedCardIds,
  type QueuedCardOutcome,
  type TerminalQueued,
} from './queuedOutcomes.js';
import { Prng } from '../../lib/support/random/prng.js';
import { idleScene, promptPayment, type Scene } from './screens.js';
import { AMEX_HOST, defaultSettings, type TerminalSettings } from './settings.js';
import type { StartInput } from './validateStart.js';
import { newTransaction, type TransactionDoc, type TxnResult, type TxnType } from './transactionDoc.js';

const MAX_STEPS_PER_ADVANCE = 10_000;
/**
 * The transaction database keeps the newest this many (issue 13: bounded
 * state); older finished ones are dropped, oldest first. A document is
 * bounded too (validated inputs, no free text): a few KB, so about 4 MB in all.
 */
export const MAX_TRANSACTIONS = 1_000;

export interface TxnRecord {
  doc: TransactionDoc;
  /** The test card presented last; never persisted with its number. */
  cardId: string | null;
  /** Bumped on every change: the HTTP layer caches serialised bytes by it. */
  version: number;
}

export interface MachineConfig {
  faults: ReadonlySet<FaultName>;
  autoPresent: false | { delayMs: number };
  /** A generated id (a personality may choose another format); default a UUID. */
  newId?: (prng: Prng) => string;
}

export interface MachineSnapshot {
  format: 1;
  nextStan: number;
  messageNumber: number;
  session: number;
  /** Simulated time of the snapshot: a restarted device's clock never runs backwards. */
  simNow: number;
  transactions: { doc: TransactionDoc; cardId: string | null }[];
}

interface Pending {
  at: number;
  seq: number;
  run: (at: number) => void;
}

export type Outcome<T> =
  { ok: true; value: T } | { ok: false; error: SimError; extra?: Record<string, unknown> };

export class TerminalMachine {
  readonly settings: TerminalSettings = defaultSettings;
  private readonly records = new Map<string, TxnRecord>();
  private readonly order: TxnRecord[] = [];
  private active: TxnRecord | null = null;
  private phase: Phase | null = null;
  private pending: Pending[] = [];
  private seq = 0;
  private nextStan: number;
  private messageNumber = 0;
  private session = 1;
  private currentScene: Scene = idleScene;
  private readonly prng: Prng;
  private repeatedId: string | undefined;
  /** Simulated time a queued timeout wants the clock moved to (takeClockJump). */
  private clockJump: number | undefined;
  /** Outcomes on demand (control API); not persisted: a restart forgets them. */
  readonly outcomes = new OutcomeQueue<TerminalQueued>();
  /** Bumped on every change of anything observable. */
  version = 0;

  constructor(
    readonly seed: number,
    public config: MachineConfig,
  ) {
    this.prng = new Prng(seed);
    this.nextStan = 1 + (Math.abs(Math.trunc(seed)) % 900);
  }

  // ---- reads -------------------------------------------------------------

  get scene(): Scene {
    return this.currentScene;
  }
  get(id: string): TxnRecord | undefined {
    return this.records.get(id);
  }
  /** All transactions, oldest first. */
  list(): readonly TxnRecord[] {
    return this.order;
  }
  latest(): TxnRecord | undefined {
    return this.order[this.order.length - 1];
  }
  current(): TxnRecord | null {
    return this.active;
  }
  currentPhase(): Phase | null {
    return this.phase;
  }
  /** Simulated time of the next due step, if any. */
  nextDueAt(): number | undefined {
    return this.pending[0]?.at;
  }

  // ---- commands ----------------------------------------------------------

  /** Starts a transaction (Endpoints B: POST transactions/<type>.json); `input` is already validated. */
  start(type: TxnType, input: StartInput, now: number): Outcome<TxnRecord> {
    if (this.active !== null) {
      return {
        ok: false,
        error: E.TRANSACTION_IN_PROGRESS,
        extra: { status: this.active.doc.status, id: this.active.doc.id },
      };
    }
    const faults = this.config.faults;
    // Behaviour faults (ids, counters, defaults, reversal and session state) stay branches here: each
    // changes what the machine stores and later answers build on, which no entry on one answer can show.
    const clientId = input.id !== undefined && !faults.has('client-id-ignored') ? input.id : undefined;
    let id = clientId ?? this.generateId();
    if (this.records.has(id)) {
      if (clientId !== undefined) {
        return { ok: false, error: E.fieldError('id', 'a transaction with this id already exists', 409) };
      }
      // Under `duplicate-generated-ids` the repeated id replaces the older record in the id index.
      if (!faults.has('duplicate-generated-ids')) while (this.records.has(id)) id = this.newId();
    }
    let original: TxnRecord | undefined;
    if (type === 'reversal') {
      const found = this.reversalTarget(input.reference_txn_id);
      if (!found.ok) return found;
      original = found.value;
    }
    // Under `stan-decreasing` the counter runs down from 900000, far from any width it could wrap at.
    const stan = faults.has('stan-decreasing') ? 900_000 - this.nextStan++ : this.nextStan++;
    const cardHost = original?.doc.host;
    const doc = newTransaction({
      id,
      type,
      amount:
        original?.doc.amount ??
        input.amount ??
        (type === 'reconciliation' ? this.batchTotals().sales_total : 0),
      tip_amount: original?.doc.tip_amount ?? input.tip_amount ?? 0,
      amount_other: original?.doc.amount_other ?? input.amount_other ?? 0,
      timeout_ms:
        input.timeout_ms ??
        (faults.has('timeout-default-wrong') ? 60_000 : terminalTransactionDefaults.timeout_ms),
      host: cardHost ?? this.settings.primary,
      stan,
      session_number: this.session,
      started_at: now / 1000,
      reference_txn_id: original?.doc.id ?? null,
    });
    const rec: TxnRecord = { doc, cardId: original?.cardId ?? null, version: 0 };
    if (original !== undefined) copyCardFields(doc, original.doc);
    this.records.set(id, rec);
    this.order.push(rec);
    this.dropOldest();
    this.active = rec;
    if (type === 'sale' || type === 'refund') {
      this.phase = 'waiting_for_card';
      doc.status = 'waiting_for_card';
      doc.status_details = 'presenting_card';
      this.setScene(promptPayment(type, doc.total_amount));
      this.schedule(now + doc.timeout_ms, () => {
        if (this.active === rec && this.phase === 'waiting_for_card' && rec.doc.num_attempts === 0) {
          this.end(rec, 'cancelled', now + doc.timeout_ms, 'timeout');
        }
      });
      const auto = this.config.autoPresent;
      const queued = this.outcomes.take(isCardOutcome);
      if (queued !== undefined) this.scheduleQueued(rec, queued, now);
      else if (auto !== false) {
        this.schedule(now + auto.delayMs, (at) => {
          if (this.active === rec && this.phase === 'waiting_for_card')
            this.present(autoPresentCardId(doc.amount), at);
        });
      }
    } else {
      this.runFlow(
        rec,
        planHostOnlyFlow(this.flowContext(rec), type === 'reconciliation' ? this.batchTotals() : undefined),
        now,
      );
    }
    this.touch(rec);
    this.advanceTo(now);
    return { ok: true, value: rec };
  }

  /** The operator presents a test card (control API). */
  present(cardId: string, now: number): Outcome<TxnRecord> {
    const card = findTestCard(cardId);
    if (card === undefined) return { ok: false, error: E.UNKNOWN_CARD };
    const rec = this.active;
    if (rec === null || this.phase !== 'waiting_for_card')
      return { ok: false, error: E.NOT_WAITING_FOR_CARD };
    rec.cardId = card.id;
    this.hostFor(rec, card);
    this.runFlow(rec, planCardFlow(rec.doc, card, this.flowContext(rec)), now);
    this.advanceTo(now);
    return { ok: true, value: rec };
  }

  /** The cashier cancels on the device (field notes: "No cancel endpoint"). */
  cancel(now: number): Outcome<TxnRecord> {
    const rec = this.active;
    if (rec === null) return { ok: false, error: E.NO_TRANSACTION_IN_PROGRESS };
    if (this.phase !== 'waiting_for_card' && this.phase !== 'card')
      return { ok: false, error: E.CANNOT_CANCEL };
    this.end(rec, 'cancelled', now, 'cancelled_by_cashier');
    return { ok: true, value: rec };
  }

  /**
   * Where a queued timeout wants the simulated clock (once): the runtime moves
   * the clock there, so the transaction times out after its full timeout_ms
   * of simulated time without the test waiting for it.
   */
  takeClockJump(): number | undefined {
    const at = this.clockJump;
    this.clockJump = undefined;
    return at;
  }

  /** Runs every step due at or before `now`, in time order. */
  advanceTo(now: number): void {
    for (let i = 0; i < MAX_STEPS_PER_ADVANCE; i++) {
      const next = this.pending[0];
      if (next === undefined || next.at > now) return;
      this.pending.shift();
      next.run(next.at);
    }
  }

  /** Aborts the active transaction and clears the database; stan keeps increasing (control API reset). */
  reset(now: number): void {
    if (this.active !== null) this.end(this.active, 'cancelled', now, 'reset');
    this.pending = [];
    this.clockJump = undefined;
    this.outcomes.clear();
    this.records.clear();
    this.order.length = 0;
    this.setScene(idleScene);
    this.version++;
  }

  // ---- persistence -------------------------------------------------------

  snapshot(now: number): MachineSnapshot {
    return {
      format: 1,
      simNow: now,
      nextStan: this.nextStan,
      messageNumber: this.messageNumber,
      session: this.session,
      transactions: this.order.map((r) => ({ doc: r.doc, cardId: r.cardId })),
    };
  }

  /** Restores a snapshot; a transaction active at the time of the snapshot ended with the power (error). */
  restore(s: MachineSnapshot, now: number): void {
    this.records.clear();
    this.order.length = 0;
    for (const t of s.transactions) {
      const rec: TxnRecord = { doc: structuredClone(t.doc), cardId: t.cardId, version: 1 };
      if (rec.doc.is_active) {
        rec.doc.is_active = false;
        rec.doc.result = 'error';
        rec.doc.status = 'finished';
        rec.doc.status_details = 'interrupted_by_restart';
        rec.doc.ended_at = Math.max(rec.doc.started_at, now / 1000);
        rec.doc.duration = rec.doc.ended_at - rec.doc.started_at;
      }
      this.records.set(rec.doc.id, rec);
      this.order.push(rec);
    }
    this.dropOldest();
    this.nextStan = Math.max(this.nextStan, s.nextStan);
    this.messageNumber = Math.max(this.messageNumber, s.messageNumber);
    this.session = Math.max(this.session, s.session);
    this.version++;
  }

  // ---- internals ---------------------------------------------------------

  /** Keeps the newest MAX_TRANSACTIONS (the newest is the active one, if any: never dropped). */
  private dropOldest(): void {
    const excess = this.order.length - MAX_TRANSACTIONS;
    if (excess <= 0) return;
    for (const r of this.order.splice(0, excess)) {
      if (this.records.get(r.doc.id) === r) this.records.delete(r.doc.id);
    }
  }

  /** A fresh UUID; under `duplicate-generated-ids`, the first one again (a re-seeded generator). */
  private generateId(): string {
    const id = this.newId();
    if (!this.config.faults.has('duplicate-generated-ids')) return id;
    this.repeatedId ??= id;
    return this.repeatedId;
  }

  private newId(): string {
    return this.config.newId?.(this.prng) ?? this.prng.uuid();
  }

  private reversalTarget(ref: string | undefined): Outcome<TxnRecord> {
    if (ref !== undefined) {
      const r = this.records.get(ref);
      if (r === undefined)
        return { ok: false, error: E.fieldError('reference_txn_id', 'no transaction found with this id') };
      if (r.doc.type !== 'sale' && r.doc.type !== 'refund') {
        return {
          ok: false,
          error: E.fieldError('reference_txn_id', 'only a sale or a refund can be reversed'),
        };
      }
      if (r.doc.result !== 'approved' || r.doc.is_active) {
        return {
          ok: false,
          error: E.fieldError('reference_txn_id', 'only an approved, finished transaction can be reversed'),
        };
      }
      if (r.doc.is_reversed)
        return {
          ok: false,
          error: E.fieldError('reference_txn_id', 'the transaction is already reversed', 409),
        };
      return { ok: true, value: r };
    }
    for (let i = this.order.length - 1; i >= 0; i--) {
      const r = this.order[i];
      if (
        r !== undefined &&
        (r.doc.type === 'sale' || r.doc.type === 'refund') &&
        r.doc.result === 'approved' &&
        !r.doc.is_reversed
      ) {
        return { ok: true, value: r };
      }
    }
    return {
      ok: false,
      error: E.fieldError('reference_txn_id', 'required: there is no approved transaction to reverse'),
    };
  }

  /** Totals of the open batch (the current session), for a reconciliation. */
  batchTotals(session = this.session): BatchTotals {
    const t: BatchTotals = { sales_count: 0, sales_total: 0, refunds_count: 0, refunds_total: 0 };
    for (const r of this.order) {
      const d = r.doc;
      if (d.session_number !== session || d.result !== 'approved' || d.is_reversed) continue;
      if (d.type === 'sale') {
        t.sales_count++;
        t.sales_total += d.total_amount;
      } else if (d.type === 'refund') {
        t.refunds_count++;
        t.refunds_total += d.total_amount;
      }
    }
    return t;
  }

  private hostFor(rec: TxnRecord, card: TestCard): void {
    if (card.brand === 'AMEX' && AMEX_HOST in this.settings.hosts) rec.doc.host = AMEX_HOST;
  }

  private flowContext(rec: TxnRecord): FlowContext {
    const host = this.settings.hosts[rec.doc.host] ?? this.settings.hosts[this.settings.primary];
    if (host === undefined) throw new Error(`settings: host module ${rec.doc.host} missing`);
    return { prng: this.prng, host, nextMessageNumber: () => ++this.messageNumber };
  }

  private runFlow(rec: TxnRecord, steps: readonly Step[], from: number): void {
    let at = from;
    const runStep = (i: number, stepAt: number): void => {
      const step = steps[i];
      if (step === undefined || this.active !== rec) return;
      this.phase = step.phase;
      if (step.apply !== undefined) {
        const scene = step.apply(rec.doc, stepAt);
        if (scene !== undefined && !this.config.faults.has('screen-idle-while-active')) this.setScene(scene);
        this.touch(rec);
      }
      if (step.end !== undefined) {
        this.end(rec, step.end, stepAt, rec.doc.status_details);
        return;
      }
      const next = steps[i + 1];
      if (next !== undefined) this.schedule(stepAt + next.delay, (t) => runStep(i + 1, t));
    };
    const first = steps[0];
    if (first === undefined) return;
    at += first.delay;
    this.schedule(at, (t) => runStep(0, t));
  }

  private end(rec: TxnRecord, result: TxnResult, at: number, details: string | null): void {
    const d = rec.doc;
    const faults = this.config.faults;
    d.result = result;
    if (d.online_result === null && result !== 'cancelled' && d.is_online) d.online_result = result;
    d.is_active = false;
    d.status = 'finished';
    d.status_details = details ?? result;
    d.ended_at = at / 1000;
    d.duration = Math.round((d.ended_at - d.started_at) * 1000) / 1000;
    this.touch(rec);
    if (
      result === 'approved' &&
      d.type === 'reversal' &&
      d.reference_txn_id !== null &&
      !faults.has('reversal-not-marked')
    ) {
      const original = this.records.get(d.reference_txn_id);
      if (original !== undefined) {
        original.doc.is_reversed = true;
        this.touch(original);
      }
    }
    if (d.type === 'reconciliation' && result === 'approved' && !faults.has('session-not-closed'))
      this.session++;
    this.active = null;
    this.phase = null;
    // Pending steps belong to the active transaction only.
    this.pending = [];
    if (!faults.has('screen-not-idle-after-end')) this.setScene(idleScene);
  }

  /**
   * A queued outcome acts on a waiting sale or refund after automatic mode's
   * delay, through the same paths as the control API: a catalogue card is
   * presented, the cashier cancels, or the clock runs on to the timeout.
   */
  private scheduleQueued(rec: TxnRecord, outcome: QueuedCardOutcome, now: number): void {
    const auto = this.config.autoPresent;
    const delay = auto === false ? QUEUED_OUTCOME_DELAY_MS : auto.delayMs;
    this.schedule(now + delay, (at) => {
      if (this.active !== rec || this.phase !== 'waiting_for_card') return;
      if (outcome === 'cancelled') this.cancel(at);
      else if (outcome === 'timeout') this.clockJump = now + rec.doc.timeout_ms;
      else this.present(queuedCardIds[outcome], at);
    });
  }

  private schedule(at: number, run: (at: number) => void): void {
    const p: Pending = { at, seq: this.seq++, run };
    let i = this.pending.length;
    while (i > 0 && (this.pending[i - 1]?.at ?? 0) > at) i--;
    this.pending.splice(i, 0, p);
  }

  private setScene(scene: Scene): void {
    this.currentScene = scene;
    this.version++;
  }

  private touch(rec: TxnRecord): void {
    rec.version++;
    this.version++;
  }
}

/** A reversal carries the card data of the transaction it reverses (masked, as stored). */
function copyCardFields(to: TransactionDoc, from: TransactionDoc): void {
  to.account_number = from.account_number;
  to.card_details = { ...from.card_details };
  to.card_expiry = from.card_expiry;
  to.app_label = from.app_label;
  to.input_source = from.input_source;
  to.is_contactless = from.is_contactless;
  to.is_emv = from.is_emv;
  to.is_keyed = from.is_keyed;
  to.services = from.services === null ? null : { ...from.services };
  to.issuer_id = from.issuer_id;
}
