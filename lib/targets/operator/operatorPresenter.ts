/**
 * Cards presented by a person (operator mode): a checklist at the start, a
 * prompt per card with keys for ready (Enter), skip, retry and abort, and the
 * card read recognised by what the device shows (presentedCard.ts): a wrong
 * card is asked again (bounded) rather than failed, and when the device shows
 * too little the operator confirms. The cards are those the operator holds
 * (PAYCERT_OPERATOR_CARDS, heldCards.ts) or, without that file, the
 * catalogue's descriptions. Outcomes a device cannot produce on demand are
 * declined with the reason (the test is NOT RUN).
 */
import { notOnDemand, type TestCard } from '../terminal/testCards.js';
import type { CardPresenter, Confirmation, Readiness } from './cardPresenter.js';
import { heldCardsVariable, standIn, type HeldCard } from './heldCards.js';
import type { OperatorAsker } from './operatorPrompt.js';
import { presentedCard, type ExpectedCard } from './presentedCard.js';

/** Presentations of one card in one test, wrong cards included. */
export const MAX_ATTEMPTS = 3;
/** A person needs up to the transaction's own timeout (150 000 ms by default) and some. */
const PATIENCE_MS = 180_000;

/** What the operator presents for a catalogue card, and how the device would show it. */
interface ToPresent {
  readonly expected: ExpectedCard;
  /** For the prompts: the card to take. */
  readonly label: string;
  /** The sentence saying how to present it. */
  readonly how: string;
}

/** The number to key, in groups of four, with the expiry (MM/YY): a keyed card is typed, not shown. */
export function keyedPrompt(card: TestCard): string {
  const groups = card.pan.replace(/(\d{4})(?=\d)/g, '$1 ');
  return `key the card number ${groups}, expiry ${card.expiry.slice(2)}/${card.expiry.slice(0, 2)}`;
}

const verbs: Record<TestCard['entryMode'], string> = {
  contactless: 'tap',
  contact_emv: 'insert',
  mag_stripe: 'swipe',
  keypad: 'key in the number of',
};

function entryModes(card: TestCard, first: TestCard['entryMode']): TestCard['entryMode'][] {
  return card.then === undefined ? [first] : [first, card.then];
}

function fromCatalogue(card: TestCard): ToPresent {
  return {
    expected: { scheme: card.scheme, entryModes: entryModes(card, card.entryMode) },
    label: `${card.id} (${card.brand}, ${card.scheme}, ${card.entryMode})`,
    how: card.entryMode === 'keypad' ? `${card.instruction}: ${keyedPrompt(card)}` : card.instruction,
  };
}

function fromHeld(card: TestCard, held: HeldCard): ToPresent {
  return {
    expected: {
      scheme: held.scheme,
      entryModes: entryModes(card, held.entryMode),
      ...(held.lastFour === undefined ? {} : { lastFour: held.lastFour }),
    },
    label: `your card ${held.name}`,
    // A held card's outcome needs what the catalogue card's does (a PIN, a signature, a second try).
    how: `${verbs[held.entryMode]} your card ${held.name}; the test card asks: ${card.instruction}`,
  };
}

export class OperatorCardPresenter implements CardPresenter {
  readonly patienceMs = PATIENCE_MS;
  private aborted = false;

  /** `held`: the cards the operator named (PAYCERT_OPERATOR_CARDS); undefined: the catalogue's descriptions. */
  constructor(
    private readonly prompt: OperatorAsker,
    private readonly held?: readonly HeldCard[],
  ) {}

  /** The checklist printed at the start of a run: the cards to have at hand, and what a device cannot do. */
  checklist(cards: readonly TestCard[]): string[] {
    const onDemand = cards.filter((c) => notOnDemand(c) === undefined);
    const never = cards.filter((c) => notOnDemand(c) !== undefined).map((c) => c.id);
    if (this.held === undefined)
      return [
        `this run may ask for ${onDemand.length} test cards; have them at hand (or name the cards you hold in ${heldCardsVariable}):`,
        ...onDemand.map((c) => `  [ ] ${c.id} (${c.brand}, ${c.scheme}, ${c.entryMode}, ${c.outcome})`),
        ...never.map((id) => `  [ ] ${id} — not needed: NOT RUN on a device`),
      ];
    const held = this.held;
    const uncovered = onDemand.filter((c) => standIn(c, held) === undefined).map((c) => c.id);
    return [
      `this run asks for the ${held.length} cards of ${heldCardsVariable}; have them at hand:`,
      ...held.map((h) => `  [ ] ${h.name}, ${h.outcome}`),
      ...(uncovered.length === 0 ? [] : [`  none of them stands in for (NOT RUN): ${uncovered.join(', ')}`]),
      ...(never.length === 0 ? [] : [`  a device cannot do on demand (NOT RUN): ${never.join(', ')}`]),
    ];
  }

  tell(line: string): void {
    this.prompt.say(line);
  }

  async askPerson(question: string): Promise<'y' | 'n' | 's'> {
    if (this.aborted) return 's';
    const key = await this.prompt.ask(`${question} y = yes, n = no, s = cannot tell`, ['y', 'n', 's'], {
      review: true,
    });
    return key === 'y' || key === 'n' ? key : 's';
  }

  async ready(card: TestCard): Promise<Readiness> {
    if (this.aborted) return { go: false, reason: 'the operator aborted the run' };
    const why = notOnDemand(card);
    if (why !== undefined) return { go: false, reason: why };
    const p = this.toPresent(card);
    if (p === undefined)
      return {
        go: false,
        reason: `${card.id}: none of the cards in ${heldCardsVariable} is a ${card.entryMode} card with outcome ${card.outcome}`,
      };
    const key = await this.prompt.ask(
      `next card: ${card.id} — ${p.label}. Enter = ready, s = skip, a = abort`,
      ['', 's', 'a'],
    );
    return this.decide(key, card);
  }

  present(card: TestCard): Promise<void> {
    const p = this.toPresent(card);
    this.prompt.say(`now: ${p?.how ?? card.instruction} (test card ${card.id})`);
    return Promise.resolve();
  }

  async confirm(
    card: TestCard,
    ended: Record<string, unknown> | undefined,
    attempt: number,
  ): Promise<Confirmation> {
    const p = this.toPresent(card);
    if (p === undefined) return { verdict: 'stop', reason: `${card.id}: no card to present` };
    const m = presentedCard(p.expected, ended);
    if (m.verdict === 'same') return { verdict: 'ok' };
    if (m.verdict === 'unsure') {
      // The device shows too little to tell (no scheme, no digits): the person beside it knows.
      const key = await this.prompt.ask(
        `the device shows too little to tell which card it read (${m.read}): was it ${p.label}? y = yes, n = no (present it again), s = skip`,
        ['y', 'n', 's'],
      );
      if (key === 'y') return { verdict: 'ok' };
      if (key === 'n') return this.again(card, attempt);
      const d = this.decide(key, card);
      return d.go ? { verdict: 'ok' } : { verdict: 'stop', reason: d.reason };
    }
    if (attempt >= MAX_ATTEMPTS)
      return { verdict: 'stop', reason: `${card.id}: ${attempt} presentations without the card asked for` };
    const hint = this.held === undefined ? ` (your card is another? name it in ${heldCardsVariable})` : '';
    const key = await this.prompt.ask(
      `wrong card: asked for ${card.id} (${p.label}), read ${m.read}${hint}. r = retry, s = skip, a = abort`,
      ['r', 's', 'a'],
    );
    const d = this.decide(key, card);
    return d.go ? { verdict: 'again' } : { verdict: 'stop', reason: d.reason };
  }

  private again(card: TestCard, attempt: number): Confirmation {
    return attempt >= MAX_ATTEMPTS
      ? { verdict: 'stop', reason: `${card.id}: ${attempt} presentations without the card asked for` }
      : { verdict: 'again' };
  }

  private toPresent(card: TestCard): ToPresent | undefined {
    if (this.held === undefined) return fromCatalogue(card);
    const h = standIn(card, this.held);
    return h === undefined ? undefined : fromHeld(card, h);
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
