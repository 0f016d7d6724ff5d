/**
 * One variation of the terminal simulator (STYLE.md principle 12): a small
 * entry beside the reference logic, never a branch inside it. A personality
 * choice is conformant and cites the spec sentence that allows it; a fault
 * names the requirement it breaks. Its change
 * is applied where possible to the finished answer (after serialisation),
 * else before the reference handler runs, else through a machine hook.
 */
import type { Prng } from '../../lib/random/prng.js';
import type { TerminalMachine } from './terminalMachine.js';

/** An answer of the REST API as it leaves the reference handler. */
export interface Answer {
  readonly status: number;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** Parsed JSON when the answer is JSON, else the text. */
  readonly body: unknown;
}

/** What a variation may read about the request it answers. */
export interface Exchange {
  readonly method: string;
  /** The path after /api/v2/, e.g. `transactions/latest.json`. */
  readonly route: string;
  /** Simulated milliseconds since the epoch. */
  readonly now: number;
  readonly machine: TerminalMachine;
}

/** Hooks a variation may give the pure machine where no answer shows the choice alone. */
export interface MachineHooks {
  /** A generated transaction id (Resources B, Transaction: id). */
  readonly newId: (prng: Prng) => string;
}

/** What every entry has: a name, the change, and where the change applies. */
export interface Entry {
  readonly name: string;
  /** The change, in one line, for the docs and GET /_sim/info. */
  readonly change: string;
  /** Before the reference handler: an answer here replaces it. */
  readonly before?: (x: Exchange) => Answer | undefined;
  /** After the reference handler: rewrites the finished answer. */
  readonly after?: (a: Answer, x: Exchange) => Answer;
  readonly machine?: Partial<MachineHooks>;
}

/** A personality choice: conformant, with the spec sentence that allows it. */
export interface Variation extends Entry {
  /** The spec sentence, verbatim, that allows the choice (spec/payment-interfaces.md). */
  readonly allowedBy: string;
}

/** A fault: breaks one rule of the spec, named by its requirement id. */
export interface FaultEntry extends Entry {
  readonly breaks: string;
}

export function isJsonObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The transaction document of a JSON answer, if it holds one. */
export function transactionIn(a: Answer): Record<string, unknown> | undefined {
  if (!isJsonObject(a.body)) return undefined;
  const t = a.body.transaction;
  return isJsonObject(t) ? t : undefined;
}

/** The answer with its transaction document replaced by `f(doc)`. */
export function mapTransaction(
  a: Answer,
  f: (t: Record<string, unknown>) => Record<string, unknown>,
): Answer {
  const t = transactionIn(a);
  if (t === undefined || !isJsonObject(a.body)) return a;
  return { ...a, body: { ...a.body, transaction: f(t) } };
}
