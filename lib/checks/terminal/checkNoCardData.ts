/**
 * TM-TXN-3 (B. Transaction: account_number, card_details.track2 are masked):
 * no full card number or track 2 anywhere in a document, every string of it
 * scanned, keys included; account_number itself must hold a mask.
 */
import { ensure } from '../checkFailure.js';
import { findCardData } from './findCardData.js';
import { isRecord } from './documentParts.js';

export function checkNoCardData(document: unknown, where = 'document'): void {
  const hits = findCardData(document);
  ensure(
    hits.length === 0,
    'TM-TXN-3',
    `${where} holds unmasked card data at ${hits.map((h) => `${h.pointer} (${h.kind} ${h.masked})`).join(', ')}`,
  );
  const t = isRecord(document) && isRecord(document.transaction) ? document.transaction : document;
  const account = isRecord(t) ? t.account_number : undefined;
  if (typeof account === 'string' && account !== '') {
    ensure(/[^0-9]/.test(account), 'TM-TXN-3', `${where}: account_number is all digits, not masked`);
  }
}
