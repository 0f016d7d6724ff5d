/**
 * The terminal's entries of the simulators' one variation kit
 * (simulators/kit/variation.ts): what an entry may read about the request it
 * answers, and the machine hook a personality may give where no answer shows
 * its choice alone.
 */
import type { PrinterInstruction } from '../../lib/judging/printer/printerInstruction.js';
import type { Route } from '../../lib/judging/interfaces/routeTable.js';
import type { TerminalEndpointId } from '../../lib/judging/interfaces/terminalEndpoints.js';
import type { Prng } from '../../lib/support/random/prng.js';
import {
  isJsonObject,
  type Choice,
  type Entry as KitEntry,
  type Fault,
  type ParsedAnswer,
} from '../kit/variation.js';
import { transactionOf } from '../../lib/judging/checks/terminal/exchange.js';
import type { TerminalMachine } from './terminalMachine.js';

export { isJsonObject };

/** An answer of the REST API as it leaves the reference handler, body parsed. */
export type Answer = ParsedAnswer;

/** What a variation may read about the request it answers. */
export interface Exchange {
  readonly method: string;
  /** The endpoint of the route table the request names (its path and method); undefined: none. */
  readonly endpoint: Route<TerminalEndpointId> | undefined;
  /** Simulated milliseconds since the epoch. */
  readonly now: number;
  readonly machine: TerminalMachine;
}

/** Hooks a variation may give the pure machine where no answer shows the choice alone. */
export interface MachineHooks {
  /** A generated transaction id (Resources B, Transaction: id). */
  readonly newId: (prng: Prng) => string;
}

/** Why a print list is refused: the field to blame (`instructions`, `instructions[2].x`) and the rule. */
export interface PrintRefusal {
  readonly field: string;
  readonly rule: string;
}

/** The terminal's own hooks beside the kit's. */
export interface TerminalHooks {
  readonly machine?: Partial<MachineHooks>;
  /**
   * A valid print list refused where the spec leaves the choice to the device (no answer
   * shows the list sent, so the print route asks): undefined lets the reference print it.
   */
  readonly print?: (list: readonly PrinterInstruction[]) => PrintRefusal | undefined;
}

export type Entry = KitEntry<Exchange, TerminalHooks>;
/** A personality choice: conformant, with the spec sentence that allows it. */
export type Variation = Entry & Choice;
/** A fault: breaks one rule of the spec, named by its requirement id. */
export type FaultEntry = Entry & Fault;

/** The transaction document of a JSON answer, if it holds one. */
export function transactionIn(a: Answer): Record<string, unknown> | undefined {
  return transactionOf(a.body);
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
