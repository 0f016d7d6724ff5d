/**
 * What a device reads from a card: masked account number and track 2,
 * decoded service code, EMV tags (B. Transaction: account_number,
 * card_details, services, tags). Card numbers never leave this file unmasked.
 */
import type { EntryMode, TestCard } from '../../lib/targets/terminal/testCards.js';
import type { Prng } from '../../lib/support/random/prng.js';
import type { TransactionDoc } from './transactionDoc.js';

/** First six, asterisks, last four (the spec's truncation style). */
export function maskPan(pan: string): string {
  return `${pan.slice(0, 6)}${'*'.repeat(Math.max(1, pan.length - 10))}${pan.slice(-4)}`;
}

/** Track 2 equivalent with the account number and discretionary data masked. */
export function maskedTrack2(card: TestCard): string {
  return `${maskPan(card.pan)}D${card.expiry}${card.serviceCode}*****`;
}

/** Unmasked track 2: only for the `unmasked-track2` fault. */
export function clearTrack2(card: TestCard): string {
  return `${card.pan}D${card.expiry}${card.serviceCode}0000012345`;
}

const interchange: Record<string, string> = {
  '1': 'interchange_ok',
  '2': 'interchange_prefer_ic',
  '5': 'natl_interchange_only',
  '6': 'natl_interchange_only_prefer_ic',
  '7': 'no_interchange',
  '9': 'test',
};
const authorization: Record<string, string> = {
  '0': 'normal',
  '2': 'contact_issuer_online',
  '4': 'contact_issuer_online_except_under_agreement',
};
const range: Record<string, string> = {
  '0': 'no_restrictions_pin_required',
  '1': 'no_restrictions',
  '2': 'no_cash',
  '3': 'atm_only_pin_required',
  '4': 'cash_only',
  '5': 'no_cash_pin_required',
  '6': 'no_restrictions_prefer_pin',
  '7': 'no_cash_prefer_pin',
};

/** Decodes a three-digit service code (B. Transaction: services). */
export function decodeServices(code: string): NonNullable<TransactionDoc['services']> {
  type S = NonNullable<TransactionDoc['services']>;
  return {
    code,
    interchange_rules: (interchange[code.charAt(0)] ?? 'unknown') as S['interchange_rules'],
    authorization_processing_rules: (authorization[code.charAt(1)] ??
      'unknown') as S['authorization_processing_rules'],
    range_of_services: (range[code.charAt(2)] ?? 'unknown') as S['range_of_services'],
  };
}

function asciiHex(text: string): string {
  return [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('');
}

function yymmdd(epochMs: number): string {
  const d = new Date(epochMs);
  const p = (n: number): string => String(n).padStart(2, '0');
  return `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}`;
}

const cvmResultsTag: Record<string, string> = {
  offline_pin: '410302',
  online_pin: '420300',
  signature: '5E0300',
  none: '1F0302',
};

/** EMV tags a chip or contactless read produces (B. Transaction: tags, hex values only). */
export function emvTags(
  card: TestCard,
  doc: TransactionDoc,
  cvm: string,
  prng: Prng,
  nowMs: number,
): Record<string, string> {
  const twelve = (n: number): string => String(Math.trunc(n)).padStart(12, '0');
  return {
    '4F': card.aid,
    '50': asciiHex(card.appLabel),
    '5F24': `${card.expiry}31`,
    '5F2A': '0826',
    '5F34': '01',
    '82': doc.is_contactless ? '1980' : '3900',
    '84': card.aid,
    '95': '0000008000',
    '9A': yymmdd(nowMs),
    '9C': doc.type === 'refund' ? '20' : '00',
    '9F02': twelve(doc.total_amount),
    '9F03': twelve(doc.amount_other),
    '9F06': card.aid,
    '9F10': `06010A03A0${prng.hex(8)}`,
    '9F1A': '0826',
    '9F26': prng.hex(16),
    '9F27': '80',
    '9F33': 'E0F8C8',
    '9F34': cvmResultsTag[cvm] ?? '3F0000',
    '9F35': '22',
    '9F36': prng.hex(4),
    '9F37': prng.hex(8),
  };
}

/** Host response code as tag 8A (two ASCII characters in hex). */
export function responseCodeTag(code: string): string {
  return asciiHex(code.slice(0, 2).padEnd(2, '0'));
}

/** ISO 8583 POS entry mode of a source, for the online request. */
export function posEntryMode(mode: EntryMode | null): string {
  switch (mode) {
    case 'contactless':
      return '07';
    case 'contact_emv':
      return '05';
    case 'mag_stripe':
      return '90';
    case 'keypad':
      return '01';
    default:
      return '00';
  }
}
