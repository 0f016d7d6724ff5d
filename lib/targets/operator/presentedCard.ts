/**
 * Recognises the card a finished transaction read by what a device can show
 * (B. Transaction: card_details.scheme, input_source, and account_number,
 * "masked card number" in whatever mask the device uses: first six and last
 * four, `4***********0119`, last four only, all asterisks), compared with the
 * card the operator was asked for. Brand test cards carry their own numbers,
 * so digits are compared only with the last four the operator gave for a card
 * they hold; when the device shows too little to tell, the operator confirms.
 * Never shows more than a masked number.
 */
import type { EntryMode } from '../terminal/testCards.js';

/** What the operator was asked to present, as a device could show it. */
export interface ExpectedCard {
  readonly scheme: string;
  /** input_source values that fit at the end (a fallback moves to a second one). */
  readonly entryModes: readonly EntryMode[];
  /** Only for a card the operator holds and named (PAYCERT_OPERATOR_CARDS). */
  readonly lastFour?: string;
}

export type CardMatch =
  /** Recognised: what the device shows fits, and enough of it to tell. */
  | { readonly verdict: 'same' }
  /** What the device shows contradicts the card asked for. */
  | { readonly verdict: 'different'; readonly read: string }
  /** No card data at all (a cancelled or timed-out transaction). */
  | { readonly verdict: 'none'; readonly read: string }
  /** Nothing contradicts, but too little shows to tell: the operator confirms. */
  | { readonly verdict: 'unsure'; readonly read: string };

/** `unknown-<hex>`, `unknown (<hex>)` and the like all say "a kernel the firmware does not name". */
export function sameScheme(asked: string, read: string): boolean {
  if (asked === read) return true;
  return asked.startsWith('unknown') && read.startsWith('unknown');
}

function schemeOf(doc: Record<string, unknown>): string | undefined {
  const cd = doc.card_details as { scheme?: unknown } | null | undefined;
  return typeof cd?.scheme === 'string' && cd.scheme !== '' ? cd.scheme : undefined;
}

/** The last four digits a mask shows (`476173******0119`, `4***********0119`, `****0119`), else undefined. */
export function lastFourShown(accountNumber: unknown): string | undefined {
  if (typeof accountNumber !== 'string') return undefined;
  return /(\d{4})$/.exec(accountNumber.replace(/[\s-]/g, ''))?.[1];
}

/** The mask with at most its last four digits, for a prompt: `****0119`, `****`. */
function shownMask(accountNumber: unknown): string {
  const four = lastFourShown(accountNumber);
  return four === undefined ? 'no digits' : `…${four}`;
}

export function presentedCard(asked: ExpectedCard, doc: Record<string, unknown> | undefined): CardMatch {
  if (doc === undefined) return { verdict: 'none', read: 'no transaction document' };
  const scheme = schemeOf(doc);
  const source = typeof doc.input_source === 'string' ? doc.input_source : undefined;
  const four = lastFourShown(doc.account_number);
  const read = `${scheme ?? 'no scheme'}, ${source ?? 'no entry mode'}, ${shownMask(doc.account_number)}`;
  if (scheme === undefined && four === undefined && source === undefined) {
    const result = typeof doc.result === 'string' ? ` (result ${doc.result})` : '';
    return { verdict: 'none', read: `no card read${result}` };
  }
  const schemeFits = scheme === undefined ? undefined : sameScheme(asked.scheme, scheme);
  const sourceFits =
    source === undefined ? undefined : (asked.entryModes as readonly string[]).includes(source);
  const digitsFit = four === undefined || asked.lastFour === undefined ? undefined : four === asked.lastFour;
  if (schemeFits === false || sourceFits === false || digitsFit === false)
    return { verdict: 'different', read };
  // The entry mode alone tells too little: many cards are tapped.
  if (schemeFits === true || digitsFit === true) return { verdict: 'same' };
  return { verdict: 'unsure', read };
}
