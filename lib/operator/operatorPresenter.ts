/**
 * Cards presented by a person (operator mode): a checklist at the start, a
 * prompt per card with keys for ready (Enter), skip, retry and abort, the
 * number to key for a keyed card, and a wrong card asked again (bounded)
 * rather than failed. Outcomes a device cannot produce on demand are declined
 * with the reason (the test is NOT RUN).
 */
import { notOnDemand, type TestCard } from '../terminal/testCards.js';
import type { CardPresenter, Confirmation, Readiness } from './cardPresenter.js';
import type { OperatorPrompt } from './operatorPrompt.js';
import { presentedCard } from './presentedCard.js';

/** Presentations of one card in one test, wrong cards included. */
export const MAX_ATTEMPTS = 3;
/** A person needs up to the transaction's own timeout (150 000 ms by default) and some. */
const PATIENCE_MS = 180_000;

function masked(card: TestCard): string {
  return `${card.pan.slice(0, 6)}…${card.pan.slice(-4)}`;
}

/** The number to key, in groups of four, with the expiry (MM/YY): a keyed card is typed, not shown. */
export function keyedPrompt(card: TestCard): string {
  const groups = card.pan.replace(/(\d{4})(?=\d)/g, '$1 ');
  return `key the card number ${groups}, expiry ${card.expiry.slice(2)}/${card.expiry.slice(0, 2)}`;
}

/** The checklist printed at the start of a run: every card, and which a device cannot use. */
export function checklist(cards: readonly TestCard[]): string[] {
  return [
    `this run may ask for ${cards.length} test cards; have them at hand:`,
    ...cards.map((c) => {
      const why = notOnDemand(c);
      return `  [ ] ${c.id} (${c.brand}, ${masked(c)})${why === undefined ? '' : ' — not needed: NOT RUN on a device'}`;
    }),
  ];
}

export class OperatorCardPresenter implements CardPresenter {
  readonly patienceMs = PATIENCE_MS;
  private aborted = false;

  constructor(private readonly prompt: OperatorPrompt) {}

  tell(line: string): void {
    this.prompt.say(line);
  }

  async askPerson(question: string): Promise<'y' | 'n' | 's'> {
    if (this.aborted) return 's';
    const key = await this.prompt.ask(`${question} y = yes, n = no, s = cannot tell`, ['y', 'n', 's']);
    return key === 'y' || key === 'n' ? key : 's';
  }

  async ready(card: TestCard): Promise<Readiness> {
    if (this.aborted) return { go: false, reason: 'the operator aborted the run' };
    const why = notOnDemand(card);
    if (why !== undefined) return { go: false, reason: why };
    const key = await this.prompt.ask(
      `next card: ${card.id} (${card.brand}, ${masked(card)}). Enter = ready, s = skip, a = abort`,
      ['', 's', 'a'],
    );
    return this.decide(key, card);
  }

  present(card: TestCard): Promise<void> {
    const how = card.entryMode === 'keypad' ? `${card.instruction}: ${keyedPrompt(card)}` : card.instruction;
    this.prompt.say(`now: ${how} (test card ${card.id})`);
    return Promise.resolve();
  }

  async confirm(
    card: TestCard,
    ended: Record<string, unknown> | undefined,
    attempt: number,
  ): Promise<Confirmation> {
    const m = presentedCard(card, ended);
    if (m.same) return { verdict: 'ok' };
    if (attempt >= MAX_ATTEMPTS)
      return { verdict: 'stop', reason: `${card.id}: ${attempt} presentations without the card asked for` };
    const key = await this.prompt.ask(
      `wrong card: asked for ${card.id} (${card.scheme}, ${masked(card)}), read ${m.read}. r = retry, s = skip, a = abort`,
      ['r', 's', 'a'],
    );
    const d = this.decide(key, card);
    return d.go ? { verdict: 'again' } : { verdict: 'stop', reason: d.reason };
  }

  private decide(key: string, card: TestCard): Readiness {
    if (key === 's') return { go: false, reason: `the operator skipped ${card.id}` };
    if (key === 'a') {
      this.aborted = true;
      return { go: false, reason: 'the operator aborted the run' };
    }
    return { go: true };
  }
}
