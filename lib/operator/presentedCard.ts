/**
 * Compares the card a finished transaction read (card_details.scheme and the
 * masked account_number: first six and last four digits) with the test card
 * asked for. Never shows more than a masked number.
 */
import type { TestCard } from '../terminal/testCards.js';

export type CardMatch = { readonly same: true } | { readonly same: false; readonly read: string };

function schemeOf(doc: Record<string, unknown>): string | undefined {
  const cd = doc.card_details as { scheme?: unknown } | null | undefined;
  return typeof cd?.scheme === 'string' ? cd.scheme : undefined;
}

/** `unknown-<hex>` and the firmware's `unknown (<hex>)` both say "a kernel the firmware does not name". */
function sameScheme(asked: string, read: string): boolean {
  if (asked === read) return true;
  return asked.startsWith('unknown') && read.startsWith('unknown');
}

/** First six and last four digits of a masked number, e.g. `476173…0119`. */
export function maskedEnds(accountNumber: string): string | undefined {
  const digits = /^(\d{6})[^\d]*.*?(\d{4})$/.exec(accountNumber);
  return digits === null ? undefined : `${digits[1]}…${digits[2]}`;
}

export function presentedCard(card: TestCard, doc: Record<string, unknown> | undefined): CardMatch {
  if (doc === undefined) return { same: false, read: 'no transaction document' };
  const scheme = schemeOf(doc);
  const account = typeof doc.account_number === 'string' ? maskedEnds(doc.account_number) : undefined;
  if (scheme === undefined && account === undefined) return { same: false, read: 'no card read' };
  const asked = `${card.pan.slice(0, 6)}…${card.pan.slice(-4)}`;
  const same = (scheme === undefined || sameScheme(card.scheme, scheme)) && account === asked;
  return same ? { same: true } : { same: false, read: `${scheme ?? 'no scheme'} ${account ?? 'no number'}` };
}
