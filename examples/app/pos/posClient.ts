/**
 * A small point-of-sale client for the terminal (spec Part B): start a sale,
 * refund or reversal, poll the transaction about every 500 ms until
 * `is_active` is false (field notes, "Polling"), and only then read its
 * result; print the merchant receipt.
 *
 * When a start's answer never comes (a time-out, a closed connection), the
 * terminal may have started the sale all the same: the POS looks for it by
 * the id it supplied with the start ("Client-supplied values are allowed",
 * spec B. Transaction) and follows it, and never starts another blind, which
 * could charge the cardholder twice (docs/drills.md). A poll that fails is
 * polled again at the next interval.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Mistake } from '../mistakes.js';
import type { PaymentOutcome, PosResult, PrintResult, Transaction } from './posResult.js';
import type { TerminalAnswer, TerminalClient } from './terminalClient.js';

export interface PosClientOptions {
  readonly terminal: TerminalClient;
  /** Default 500 ms: real clients poll about this often, no faster. */
  readonly pollIntervalMs?: number;
  /** How long to wait for the end; default the transaction's timeout_ms plus 30 s. */
  readonly maxWaitMs?: number;
  /** How long a start waits for the idle screen; default 5 s. Past it, the terminal decides. */
  readonly readyWaitMs?: number;
  /** Printed above every receipt. */
  readonly shopLine?: string;
  readonly mistakes?: ReadonlySet<Mistake>;
}

/** The default card timeout (spec Limits 1), when a start answer does not say. */
const DEFAULT_TIMEOUT_MS = 150_000;
/** "the transaction has ended and the device is ready for another" (spec States B). */
const IDLE_SCREEN = 'app.views.layouts.idle';

export class PosClient {
  private readonly terminal: TerminalClient;
  private readonly pollIntervalMs: number;

  constructor(private readonly options: PosClientOptions) {
    this.terminal = options.terminal;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  /** A sale of `amount` minor units (100 = 1.00). */
  sale(amount: number): Promise<PosResult> {
    return this.run('sale', { amount: this.amountField(amount) });
  }

  refund(amount: number): Promise<PosResult> {
    return this.run('refund', { amount: this.amountField(amount) });
  }

  /** Reverses (voids) one transaction, named by its id: never "whatever was last". */
  reverse(transactionId: string): Promise<PosResult> {
    return this.run('reversal', { reference_txn_id: transactionId });
  }

  /** The terminal's merchant receipt, under the shop's own line, on the terminal's printer. */
  async printMerchantReceipt(transactionId: string): Promise<PrintResult> {
    const answer = await this.terminal.get(
      `transactions/${encodeURIComponent(transactionId)}/receipts/merchant.json`,
    );
    if (answer.body.success !== true || !Array.isArray(answer.body.receipt)) return 'failed';
    const printed = await this.terminal.post('print.json', {
      instructions: [...this.shopHeader(), ...(answer.body.receipt as unknown[])],
    });
    if (printed.body.success === true) return 'printed';
    // The status of an out-of-paper answer is not shown (spec Errors 6): the description says it.
    return /paper/i.test(describe(printed)) ? 'out-of-paper' : 'failed';
  }

  /** The device for the POS's "about" screen; undefined when the terminal does not say. */
  async device(): Promise<Record<string, unknown> | undefined> {
    const answer = await this.terminal.device();
    const device = answer.body.device;
    return answer.body.success === true && device !== null && typeof device === 'object'
      ? (device as Record<string, unknown>)
      : undefined;
  }

  private amountField(amount: number): number {
    // Integer minor units, as real clients send them (field notes, "Starting a transaction").
    if (!Number.isInteger(amount) || amount <= 0)
      throw new Error('amount: a positive integer of minor units');
    return amount;
  }

  /**
   * The shop's line, then a scroll: after a scroll, text y counts from 0 again
   * (spec B. Printer instruction), so the receipt prints unchanged below it.
   */
  private shopHeader(): unknown[] {
    const text = this.options.shopLine;
    if (text === undefined) return [];
    const line = { command: 'text', text, x: 0, y: 0, font_size: 24 };
    // The mistake: "move it one line up" above the receipt's first line, with y < 0.
    if (this.options.mistakes?.has('print-negative-y')) return [{ ...line, y: -32 }];
    return [line, { command: 'scroll', amount: 32 }];
  }

  private async run(type: string, body: Record<string, unknown>, retried = false): Promise<PosResult> {
    await this.waitUntilIdle();
    // Our own id: the one way to find this transaction if the answer to its start is lost.
    const id = randomUUID();
    let started: TerminalAnswer;
    try {
      started = await this.terminal.post(`transactions/${type}.json`, { ...body, id });
    } catch (e) {
      // The mistake: "the terminal did not answer, so try again", a second sale the terminal may approve too.
      if (this.options.mistakes?.has('retry-sale-after-timeout') && !retried)
        return this.run(type, body, true);
      const found = await this.find(id);
      if (found === undefined)
        return { kind: 'unknown', id, reason: `no answer to the start (${errorText(e)}), and not found` };
      return this.waitForEnd(found);
    }
    const first = transactionOf(started);
    if (started.body.success !== true || first === undefined) {
      const description = describe(started);
      // Field notes, "Busy and unknown": refused with a description such as "Transaction in progress".
      return /in progress/i.test(description)
        ? { kind: 'busy', description }
        : { kind: 'refused', status: started.status, description };
    }
    return this.waitForEnd(first);
  }

  private async waitForEnd(first: Transaction): Promise<PosResult> {
    const waitMs = this.options.maxWaitMs ?? (first.timeout_ms ?? DEFAULT_TIMEOUT_MS) + 30_000;
    const deadline = Date.now() + waitMs;
    let current = first;
    // Bounded twice: by the deadline, and by the number of polls that fit in it.
    for (let polls = 0; current.is_active && polls <= waitMs / this.pollIntervalMs + 1; polls++) {
      if (Date.now() >= deadline) break;
      await sleep(this.pollIntervalMs);
      current = (await this.poll(first.id)) ?? current;
    }
    if (current.is_active)
      return { kind: 'unknown', id: first.id, reason: `still active after ${waitMs} ms` };
    return { kind: 'finished', outcome: outcomeOf(current), transaction: current };
  }

  /**
   * Waits (bounded) for the idle screen before a start: a device may show the
   * last result for a moment and refuse a start until it is ready again. Past
   * the bound the start goes ahead, and a busy terminal says so.
   */
  private async waitUntilIdle(): Promise<void> {
    const deadline = Date.now() + (this.options.readyWaitMs ?? 5_000);
    for (let reads = 0; reads < 1_000; reads++) {
      const answer = await this.terminal.get('screens/current.json').catch(() => undefined);
      const scene = answer?.body.scene as { path?: unknown } | undefined;
      if (scene?.path === IDLE_SCREEN || Date.now() >= deadline) return;
      await sleep(this.pollIntervalMs);
    }
  }

  /**
   * The transaction of a start whose answer was lost, by the id the POS
   * supplied; looked for at the poll interval for as long as a start may take
   * to reach the device (bounded). "No transaction found" throughout: the
   * start never arrived.
   */
  private async find(id: string): Promise<Transaction | undefined> {
    for (let tries = 0; tries < 20; tries++) {
      await sleep(this.pollIntervalMs);
      const found = await this.poll(id);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** One poll; a failed one (a network blip, a busy device) is retried at the next interval. */
  private async poll(id: string): Promise<Transaction | undefined> {
    try {
      return transactionOf(await this.terminal.get(`transactions/${encodeURIComponent(id)}.json`));
    } catch {
      return undefined;
    }
  }
}

/** Read only once is_active is false: before that, result is null. */
function outcomeOf(t: Transaction): PaymentOutcome {
  if (t.result === 'cancelled' && (t.num_attempts ?? 0) === 0 && timedOut(t)) return 'timed-out';
  return t.result ?? 'error';
}

/** Cancelled after timeout_ms without a card: the terminal gave up waiting (field notes). */
function timedOut(t: Transaction): boolean {
  return t.duration !== undefined && t.duration * 1000 >= (t.timeout_ms ?? DEFAULT_TIMEOUT_MS);
}

function transactionOf(answer: TerminalAnswer): Transaction | undefined {
  const t = answer.body.transaction;
  if (t === null || typeof t !== 'object') return undefined;
  const doc = t as Partial<Transaction>;
  return typeof doc.id === 'string' && typeof doc.is_active === 'boolean' ? (doc as Transaction) : undefined;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function describe(answer: TerminalAnswer): string {
  const d = answer.body.description;
  return typeof d === 'string' ? d : `HTTP ${answer.status}`;
}
