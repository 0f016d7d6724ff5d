/**
 * TM-TXN-3 (B. Transaction: account_number "masked card number",
 * card_details.track2 "masked"): no full card number and no clear track 2 in
 * any answer. A card number is a Luhn-valid run of 13 to 19 digits that
 * starts with a card-scheme prefix, found in a card-data field or in free
 * text. A numeric identifier (a 15-digit merchant id, a serial, a reference
 * number) is not free text and is left alone: one in ten of those passes
 * Luhn by chance. Hits carry JSON pointers and masked samples, never the data.
 */
import { luhnValid, maskPan } from '../../../reporting/redaction/redact.js';
import { holds } from '../deviation.js';
import { transactionOf } from './exchange.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

export interface CardDataHit {
  readonly pointer: string;
  readonly kind: 'card number' | 'track 2';
  readonly masked: string;
}

/** Fields whose value is card data by name (EMV tag 5A is the application PAN). */
const cardFields = new Set(['account_number', 'track2', 'pan', 'card_number', 'cardnumber', '5a']);

/**
 * Issuer prefixes of the card schemes: Visa 4; Mastercard 51-55 and 2221-2720
 * (2 followed by 2-7 here); Maestro and others 50, 56-58, 6; Amex 34, 37; JCB
 * 35; Diners 30, 36, 38, 39; UnionPay 62, 81; RuPay 60, 65, 82; Troy 9792.
 */
const schemePrefix = /^(?:4|5[0-8]|6|3[0456789]|2[2-7]|8[12]|9792)/;

export function isCardNumber(digits: string): boolean {
  return /^\d{13,19}$/.test(digits) && schemePrefix.test(digits) && luhnValid(digits);
}

const digitRun = /(?<!\d)\d{13,19}(?!\d)/g;
// Track 2 in text: PAN '=' expiry. In EMV tag 57 (hex): the whole value is PAN 'D' expiry, digits, optional F pad.
const track2Text = /(?<!\d)(\d{13,19})=\d{4}/;
const track2Hex = /^(\d{13,19})D\d{4}\d*F?$/i;

/** Hex that decodes to printable ASCII (EMV labels such as tag 50) is scanned as the text it encodes. */
function asciiOfHex(s: string): string | undefined {
  if (s.length < 8 || s.length % 2 !== 0 || !/^[0-9A-Fa-f]+$/.test(s)) return undefined;
  const bytes = Buffer.from(s, 'hex');
  return bytes.every((b) => b >= 0x20 && b <= 0x7e) ? bytes.toString('latin1') : undefined;
}

function scanString(raw: string, pointer: string, out: CardDataHit[]): void {
  const name = (pointer.split('/').pop() ?? '').toLowerCase();
  const cardField = cardFields.has(name);
  const s = asciiOfHex(raw) ?? raw;
  const t2 = track2Text.exec(s) ?? track2Hex.exec(s);
  if (t2?.[1] !== undefined && isCardNumber(t2[1]))
    out.push({ pointer, kind: 'track 2', masked: maskPan(t2[1]) });
  if (!cardField) {
    // An identifier (all digits) is no free text; binary data in hex (ksn, pin_block, cryptograms)
    // holds digit runs by chance, and clear card data there is all digits (5A) or a track 2 (57).
    if (/^\d+$/.test(s)) return;
    if (/^[0-9A-Fa-f]+$/.test(s)) return;
  }
  for (const m of s.matchAll(digitRun)) {
    if (isCardNumber(m[0])) out.push({ pointer, kind: 'card number', masked: maskPan(m[0]) });
  }
}

/** Every card number and clear track 2 in a JSON value (strings, integers in card fields, keys). */
export function findCardData(value: unknown, pointer = ''): CardDataHit[] {
  const out: CardDataHit[] = [];
  const walk = (v: unknown, p: string): void => {
    const at = p === '' ? '/' : p;
    if (typeof v === 'string') scanString(v, at, out);
    else if (typeof v === 'number' && Number.isInteger(v)) scanString(String(v), at, out);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}/${i}`));
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        scanString(k, `${p}/${k} (key)`, out);
        walk(x, `${p}/${k}`);
      }
    }
  };
  walk(value, pointer);
  return out;
}

/** No card data anywhere in `document`; its account_number, when set, holds a mask. */
export function checkNoCardData(document: unknown, where = 'document'): void {
  const hits = findCardData(document);
  holds(
    hits.length === 0,
    `${where} holds unmasked card data at ${hits.map((h) => `${h.pointer} (${h.kind} ${h.masked})`).join(', ')}`,
    { request: where, field: hits[0]?.pointer, expected: 'masked', actual: hits[0]?.masked },
  );
  const t = transactionOf(document) ?? document;
  const account = isJsonObject(t) ? t.account_number : undefined;
  // The last four digits alone are a mask a device may show ("last four only", field notes).
  if (typeof account === 'string' && account.length > 4) {
    holds(/[^0-9]/.test(account), `${where}: account_number is all digits, not masked`, {
      request: where,
      field: 'transaction.account_number',
      expected: 'masked',
      actual: maskPan(account),
    });
  }
}
