/**
 * The question a fast path asks before free text goes through the policy
 * (redact.ts, `redactText`): could the policy change this text at all? It
 * answers false only when `redactText(text, secrets)` is `text` itself, so
 * skipping the policy then gives the same result, cheaper (the recording
 * proxy and the client judge ask it for every string they write). It looks
 * for what the policy's rules change: a literal secret, the words `Basic` or
 * `Bearer` (credentials), a run of 128 hexadecimal characters (a Hash value)
 * and a card number (Luhn and scheme, where 12 digits with only spaces or
 * dashes between are; most such runs are references the policy leaves
 * alone). Property self-tests hold it to the policy
 * (selftest/proxy/redactJson.spec.ts).
 */
import { luhnValid } from '../cards/luhn.js';
import { isCardNumberLike } from './cardNumberLike.js';
import { hasCardNumberRun } from './redact.js';

/** Shorter than this, a text holds no credential, Hash or card number: only a literal secret. */
const shortest = 12;

/** The run's secrets, checked once per list (the same list comes with every call). */
const secretLists = new WeakMap<readonly string[], { list: readonly string[]; min: number }>();
function secretsOf(secrets: readonly string[]): { list: readonly string[]; min: number } {
  let known = secretLists.get(secrets);
  if (known === undefined) {
    const list = secrets.filter((s) => s !== '');
    known = { list, min: Math.min(...list.map((s) => s.length)) };
    secretLists.set(secrets, known);
  }
  return known;
}

const hexRun = 128;

function isHex(c: number): boolean {
  const lower = c | 32;
  return (c >= 48 && c <= 57) || (lower >= 97 && lower <= 102);
}

/**
 * A run of 128 hex characters (`[0-9A-Fa-f]{128}`, the policy's Hash rule
 * without its lookarounds), looked for in one pass: any such run covers a
 * position that is 127 past a multiple of 128, so only those are read, and
 * around a hex character there, the run it is part of (the regex itself
 * tries every hex character of a JSON text, most of the cost before).
 */
function hasHexRun(text: string): boolean {
  for (let p = hexRun - 1; p < text.length; p += hexRun) {
    if (!isHex(text.charCodeAt(p))) continue;
    let from = p;
    while (from > 0 && p - from < hexRun && isHex(text.charCodeAt(from - 1))) from--;
    let to = p + 1;
    while (to < text.length && to - from < hexRun && isHex(text.charCodeAt(to))) to++;
    if (to - from >= hexRun) return true;
  }
  return false;
}

/** A stretch needs 12 digits to hold a card number (the policy's pattern: 12 to 19). */
const cardDigits = 12;

function isDigitSpaceDash(c: number): boolean {
  return (c >= 48 && c <= 57) || c === 32 || c === 45;
}

/**
 * `hasCardNumberRun(text)`, read only where it can be true: the policy's
 * card pattern matches digits, spaces and dashes only, bounded by no digit,
 * so each match lies in one stretch of those characters (as long as it
 * goes) and is found in that stretch alone as in the whole text; only a
 * stretch with 12 digits can hold one, and such a stretch covers a position
 * 11 past a multiple of 12: only those are read (a regex over the whole
 * text was most of the cost before). A stretch of digits alone (a
 * reference, most of them) holds one match, itself, when it has at most 19
 * digits (none when longer: every part of it touches a digit): a card
 * number then only if it is Luhn-valid (checked first, cheapest) and
 * shaped like one; a stretch with spaces or dashes goes to the policy.
 */
function hasCardNumberStretch(text: string): boolean {
  const n = text.length;
  for (let p = cardDigits - 1; p < n; p += cardDigits) {
    if (!isDigitSpaceDash(text.charCodeAt(p))) continue;
    let from = p;
    while (from > 0 && isDigitSpaceDash(text.charCodeAt(from - 1))) from--;
    let digits = 0;
    let separated = false;
    let to = from;
    for (; to < n; to++) {
      const c = text.charCodeAt(to);
      if (c >= 48 && c <= 57) digits++;
      else if (c === 32 || c === 45) separated = true;
      else break;
    }
    if (digits >= cardDigits) {
      const stretch = text.slice(from, to);
      if (separated ? hasCardNumberRun(stretch) : digitsAreCard(stretch)) return true;
    }
    // The next position read is past this stretch (the loop adds 12).
    while (p + cardDigits < to) p += cardDigits;
  }
  return false;
}

function digitsAreCard(digits: string): boolean {
  return digits.length <= 19 && luhnValid(digits) && isCardNumberLike(digits);
}

/** Below this length, `textNeedsRedaction` says false whatever the text: no secret, credential, Hash or card fits. */
export function shortestRedactable(secrets: readonly string[]): number {
  return Math.min(shortest, secretsOf(secrets).min);
}

/** False only when the policy's text rule (`redactText(text, secrets)`) leaves `text` unchanged. */
export function textNeedsRedaction(text: string, secrets: readonly string[]): boolean {
  const { list, min } = secretsOf(secrets);
  if (text.length < shortest && text.length < min) return false;
  for (const s of list) if (text.includes(s)) return true;
  // The credential rule is `\b(Basic|Bearer)\s+…`, case-sensitive: without either word it changes nothing.
  if (text.includes('Basic') || text.includes('Bearer')) return true;
  if (text.length < shortest) return false;
  return hasHexRun(text) || hasCardNumberStretch(text);
}
