/**
 * Who presents test cards to a waiting transaction: the simulator's control
 * API, or a person beside a real device (operator mode). The session drives
 * both the same way: ready the card, start, present, wait for the end, then
 * confirm the card read was the one asked for.
 */
import type { TestCard } from '../terminal/testCards.js';

/** Whether the run goes on with this card; otherwise why not (the test is NOT RUN with the reason). */
export type Readiness = { readonly go: true } | { readonly go: false; readonly reason: string };

/** After the end: the right card, ask again (a wrong card, bounded), or stop with a reason. */
export type Confirmation =
  | { readonly verdict: 'ok' }
  | { readonly verdict: 'again' }
  | { readonly verdict: 'stop'; readonly reason: string };

export interface CardPresenter {
  /** Extra test time a presentation may take (a person needs up to the transaction's timeout). */
  readonly patienceMs: number;
  /** Before the start: the card is at hand (a person may skip or abort). */
  ready(card: TestCard): Promise<Readiness>;
  /** After the start: the card goes to the waiting transaction. */
  present(card: TestCard): Promise<void>;
  /** After the end: compares the card read (the finished document) with the one asked for. */
  confirm(card: TestCard, ended: Record<string, unknown> | undefined, attempt: number): Promise<Confirmation>;
  /** A line for the person watching, if any (screen changes, waits). */
  tell(line: string): void;
  /**
   * Asks the person beside the device a yes/no question about what it did (e.g. the
   * printed paper); 'y', 'n' or 's' (could not tell). Only a person can answer: a
   * simulator's presenter has no such method.
   */
  askPerson?(question: string): Promise<'y' | 'n' | 's'>;
}
