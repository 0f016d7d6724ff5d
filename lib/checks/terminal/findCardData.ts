/**
 * Finds unmasked card data in any JSON value: a Luhn-valid run of 13 to 19
 * digits anywhere, or of 12 to 19 digits in a card field (account_number,
 * track2, pan), or a track 2 equivalent (card number, `=` or `D`, expiry;
 * also inside EMV tag 57). Twelve-digit runs elsewhere are left alone:
 * reference numbers and EMV amounts (tag 9F02) have twelve digits and would
 * be false alarms one time in ten. Returns JSON pointers and masked samples,
 * never the data itself.
 */
import { luhnValid, maskPan } from '../../redaction/redact.js';

export interface CardDataHit {
  readonly pointer: string;
  readonly kind: 'card number' | 'track 2';
  readonly masked: string;
}

const digitRun = /(?<!\d)\d{12,19}(?!\d)/g;
const cardFields = new Set(['account_number', 'track2', 'pan', 'card_number', '5A']);
// Track 2 in text: PAN '=' expiry. In EMV tag 57 (hex): the whole value is PAN 'D' expiry, digits, optional F pad;
// a 'D' inside longer hex (an ASCII label such as tag 50) is not a separator.
const track2Text = /(?<!\d)(\d{12,19})=\d{4}/;
const track2Hex = /^(\d{12,19})D\d{4}\d*F?$/;

/** Hex that decodes to printable ASCII (EMV labels such as tag 50) is scanned as the text it encodes. */
function asciiOfHex(s: string): string | undefined {
  if (s.length < 8 || s.length % 2 !== 0 || !/^[0-9A-Fa-f]+$/.test(s)) return undefined;
  const bytes = Buffer.from(s, 'hex');
  return bytes.every((b) => b >= 0x20 && b <= 0x7e) ? bytes.toString('latin1') : undefined;
}

function scanString(raw: string, pointer: string, out: CardDataHit[]): void {
  const s = asciiOfHex(raw) ?? raw;
  const t2 = track2Text.exec(s) ?? track2Hex.exec(s);
  if (t2?.[1] !== undefined && luhnValid(t2[1]))
    out.push({ pointer, kind: 'track 2', masked: maskPan(t2[1]) });
  const field = pointer.split('/').pop() ?? '';
  // Binary data in hex (ksn, pin_block, cryptograms) holds digit runs by chance: a card number in
  // clear there is all digits (tag 5A) or a track 2 (tag 57, above), so hex with letters is skipped.
  if (!cardFields.has(field) && /^[0-9A-Fa-f]+$/.test(s) && /[A-Fa-f]/.test(s)) return;
  const minLength = cardFields.has(field) ? 12 : 13;
  for (const m of s.matchAll(digitRun)) {
    if (m[0].length >= minLength && luhnValid(m[0]))
      out.push({ pointer, kind: 'card number', masked: maskPan(m[0]) });
  }
}

export function findCardData(value: unknown, pointer = ''): CardDataHit[] {
  const out: CardDataHit[] = [];
  const walk = (v: unknown, p: string): void => {
    if (typeof v === 'string') scanString(v, p === '' ? '/' : p, out);
    else if (typeof v === 'number' && Number.isInteger(v)) scanString(String(v), p === '' ? '/' : p, out);
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
