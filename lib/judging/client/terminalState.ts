/**
 * What the client judge remembers of the terminal side, all bounded: the
 * transactions the application saw (active or ended, started through the
 * proxy or not), the one believed active, the last poll per path, and the
 * refusals of requests sent without credentials that wait for their repeat.
 */
import { BoundedMap } from './boundedMap.js';
import type { ExchangeRef } from './requirementTally.js';
import type { DrillName } from '../drills/drills.js';
import { transactionOf as readTransaction } from '../checks/terminal/exchange.js';

/** A start whose answer did not reach the application, waiting to be found. */
export interface LostStart {
  readonly ref: ExchangeRef;
  /** The id the terminal gave it (from the answer the proxy saw) and the id the application supplied. */
  readonly ids: readonly string[];
  /** The amount of a lost sale (CL-TM-DUP-1). */
  readonly saleAmount?: number;
}

/** What the judge remembers of a transaction for the drills. */
export interface TxnRecovery {
  /** The drill its start met. */
  drill?: DrillName;
  /** Its amount, when it is a sale. */
  saleAmount?: number;
  /** A lost sale of the same amount not found when this sale was started: its id and start exchange. */
  retryOf?: { readonly id: string; readonly seq: number };
  /** The exchange that first showed it ended, and its result. */
  endedSeq?: number;
  result?: unknown;
}

/** Lost starts waiting at once: a lane loses one at a time; room for a shop's lanes. */
export const maxLostStarts = 32;

export class TerminalRecoveryState {
  lost: LostStart[] = [];
  /** The first request refused while the terminal was unreachable (drill terminal-unreachable). */
  firstRefusedSeq: number | undefined;
}

export interface TxnState {
  active: boolean;
  /** A document with is_active false reached the application. */
  seenEnded: boolean;
  /** The start exchange, when the application started it through the proxy. */
  start?: { readonly seq: number; readonly request: string };
  /** What the drills need of it (terminalRecovery.ts). */
  recovery?: TxnRecovery;
}

export interface PollState {
  readonly at: number;
  readonly active: boolean;
}

/** A request refused without credentials, waiting to be repeated with them (HTTP's challenge and response). */
export interface Challenge {
  readonly ref: ExchangeRef;
  readonly method: string;
  readonly target: string;
  /** `requests` when it was refused. */
  readonly at: number;
}

/** Challenges waiting at once: as many lanes as a shop has, with room to spare. */
export const maxChallenges = 32;

export class TerminalState {
  readonly txns: BoundedMap<string, TxnState>;
  readonly polls: BoundedMap<string, PollState>;
  /** The transaction believed active and the exchange that showed it. */
  active: { readonly id: string; readonly seq: number } | undefined;
  /** Requests to the terminal's API so far (the challenge window counts them). */
  requests = 0;
  /** Refusals of requests without credentials waiting for their repeat; at most maxChallenges. */
  challenges: Challenge[] = [];
  /** The device accepted credentials of the application at least once. */
  credentialsAccepted = false;
  /** Lost starts waiting to be found, and the unreachable terminal's refusals (terminalRecovery.ts). */
  readonly recovery = new TerminalRecoveryState();

  constructor(capacity: number) {
    this.txns = new BoundedMap(capacity);
    this.polls = new BoundedMap(capacity);
  }
}

/** The transaction document of a terminal answer (`{success, transaction}`), when it has one. */
export interface TxnDoc {
  readonly id: string;
  readonly is_active?: unknown;
  readonly result?: unknown;
  readonly status_details?: unknown;
  readonly started_at?: unknown;
  readonly ended_at?: unknown;
  readonly timeout_ms?: unknown;
}

export function transactionOf(body: unknown): TxnDoc | undefined {
  const t = readTransaction(body);
  return t !== undefined && hasId(t) ? t : undefined;
}

function hasId(t: Record<string, unknown>): t is Record<string, unknown> & TxnDoc {
  return typeof t.id === 'string' && t.id !== '';
}
