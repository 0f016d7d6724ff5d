/**
 * What the client judge remembers of the terminal side, all bounded: the
 * transactions the application saw (active or ended, started through the
 * proxy or not), the one believed active, and the last poll per path.
 */
import { BoundedMap } from './boundedMap.js';

export interface TxnState {
  active: boolean;
  /** A document with is_active false reached the application. */
  seenEnded: boolean;
  /** The start exchange, when the application started it through the proxy. */
  start?: { readonly seq: number; readonly request: string };
}

export interface PollState {
  readonly at: number;
  readonly active: boolean;
}

export class TerminalState {
  readonly txns: BoundedMap<string, TxnState>;
  readonly polls: BoundedMap<string, PollState>;
  /** The transaction believed active and the exchange that showed it. */
  active: { readonly id: string; readonly seq: number } | undefined;

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
  if (body === null || typeof body !== 'object') return undefined;
  const t = (body as { transaction?: unknown }).transaction;
  if (t === null || typeof t !== 'object') return undefined;
  const id = (t as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? (t as TxnDoc) : undefined;
}
