/**
 * The test cards an operator holds (PAYCERT_OPERATOR_CARDS): a small JSON
 * file naming, per card, what a device can show of it and what it makes
 * happen, instead of paycert's synthetic catalogue (lib/targets/terminal/testCards.ts),
 * whose numbers no brand test card carries. A test that asks for a catalogue
 * card gets a held card with the same entry mode and outcome (the same scheme
 * preferred); none is NOT RUN with the reason. Never a full card number: the
 * file holds at most the last four digits.
 *
 *   [{ "scheme": "visa-qvsdc", "entryMode": "contactless", "outcome": "approved", "lastFour": "0119",
 *      "name": "Visa CDET card 3" }]
 */
import { readFileSync } from 'node:fs';
import { cardScheme, entrySource } from '../../../generated/enums.js';
import { ConfigError } from '../config/configError.js';
import type { CardOutcome, EntryMode, TestCard } from '../terminal/testCards.js';
import { sameScheme } from './presentedCard.js';

export interface HeldCard {
  /** The operator's own name for it, or a description from its fields. */
  readonly name: string;
  /** card_details.scheme as the device reports it. */
  readonly scheme: string;
  /** How it is presented first (input_source's values). */
  readonly entryMode: EntryMode;
  readonly outcome: CardOutcome;
  /** The last four digits of its number, when the operator gives them. */
  readonly lastFour?: string;
}

export const heldCardsVariable = 'PAYCERT_OPERATOR_CARDS';

/** What a person can make a device do on demand (host errors and deferred authorisations are not). */
const outcomes: readonly CardOutcome[] = [
  'approved',
  'declined_by_host',
  'card_overrules_host',
  'fallback',
  'sca_single_tap',
  'contactless_limit_exceeded',
];
const fields = ['name', 'scheme', 'entryMode', 'outcome', 'lastFour'];
/** B. Transaction: card_details.scheme, "or unknown followed by a hexadecimal code" (any spacing). */
const unknownScheme = /^unknown[\s_-]?\(?\s*(0x)?[0-9A-Fa-f]+\s*\)?$/;

function card(raw: unknown, where: string): HeldCard {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError(`${where} must be an object with scheme, entryMode and outcome.`);
  const c = raw as Record<string, unknown>;
  const extra = Object.keys(c).find((k) => !fields.includes(k));
  if (extra !== undefined)
    throw new ConfigError(
      `${where} has a field "${extra}" paycert does not read: only ${fields.join(', ')} (never a full card number).`,
    );
  const { scheme, entryMode, outcome, lastFour, name } = c;
  if (
    typeof scheme !== 'string' ||
    !((cardScheme as readonly string[]).includes(scheme) || unknownScheme.test(scheme))
  )
    throw new ConfigError(
      `${where}: "scheme" must be one of the spec's card_details.scheme values (${cardScheme.join(', ')}, or unknown followed by a hexadecimal code), got ${JSON.stringify(scheme)}.`,
    );
  if (typeof entryMode !== 'string' || !(entrySource as readonly string[]).includes(entryMode))
    throw new ConfigError(
      `${where}: "entryMode" must be one of ${entrySource.join(', ')}, got ${JSON.stringify(entryMode)}.`,
    );
  if (typeof outcome !== 'string' || !(outcomes as readonly string[]).includes(outcome))
    throw new ConfigError(
      `${where}: "outcome" must be one of ${outcomes.join(', ')}, got ${JSON.stringify(outcome)}.`,
    );
  if (lastFour !== undefined && (typeof lastFour !== 'string' || !/^\d{4}$/.test(lastFour)))
    throw new ConfigError(`${where}: "lastFour" must be a string of exactly four digits, e.g. "0119".`);
  if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > 60))
    throw new ConfigError(`${where}: "name" must be a non-empty string of at most 60 characters.`);
  const described = `${scheme} ${entryMode}${lastFour === undefined ? '' : ` ending ${lastFour}`}`;
  return {
    name: name === undefined ? described : `${name.trim()} (${described})`,
    scheme,
    entryMode: entryMode as EntryMode,
    outcome: outcome as CardOutcome,
    ...(lastFour === undefined ? {} : { lastFour }),
  };
}

/** Parses the file's text; `source` names it in the one-sentence error. */
export function parseHeldCards(text: string, source: string): HeldCard[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(`${source} is not JSON: ${(e as Error).message}.`);
  }
  const list = Array.isArray(doc) ? doc : (doc as { cards?: unknown } | null)?.cards;
  if (!Array.isArray(list) || list.length === 0)
    throw new ConfigError(`${source} must hold a non-empty array of cards (or { "cards": [...] }).`);
  return list.map((raw, i) => card(raw, `${source} card ${i + 1}`));
}

/** Reads the file PAYCERT_OPERATOR_CARDS names. */
export function readHeldCards(path: string): HeldCard[] {
  const source = `${heldCardsVariable} (${path})`;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new ConfigError(`${source} cannot be read: ${(e as NodeJS.ErrnoException).code ?? String(e)}.`);
  }
  return parseHeldCards(text, source);
}

/** The held card that stands in for catalogue card `card`: same entry mode and outcome, same scheme preferred. */
export function standIn(card: TestCard, held: readonly HeldCard[]): HeldCard | undefined {
  const fits = held.filter((h) => h.entryMode === card.entryMode && h.outcome === card.outcome);
  return fits.find((h) => sameScheme(card.scheme, h.scheme)) ?? fits[0];
}
