/**
 * The transaction as served: the stored record, with the document-level
 * faults applied on the way out (the stored data stays correct, so turning a
 * fault off heals every document).
 */
import { findTestCard } from '../../lib/terminal/testCards.js';
import { clearTrack2 } from './cardData.js';
import type { FaultName } from './faults.js';
import type { TxnRecord } from './terminalMachine.js';
import { summaryOf, type TransactionDoc } from './transactionDoc.js';

const documentFaults: readonly FaultName[] = [
  'wrong-total',
  'unmasked-pan',
  'unmasked-track2',
  'wrong-type-echo',
];

export function hasDocumentFault(faults: ReadonlySet<FaultName>): boolean {
  return documentFaults.some((f) => faults.has(f));
}

export function servedDocument(rec: TxnRecord, faults: ReadonlySet<FaultName>): TransactionDoc {
  if (!hasDocumentFault(faults)) return rec.doc;
  const d: TransactionDoc = { ...rec.doc, card_details: { ...rec.doc.card_details } };
  const card = rec.cardId === null ? undefined : findTestCard(rec.cardId);
  if (faults.has('wrong-total')) d.total_amount += 1;
  if (
    faults.has('unmasked-pan') &&
    card !== undefined &&
    d.account_number.includes('*') &&
    d.card_expiry !== null
  ) {
    d.account_number = card.pan;
  }
  if (faults.has('unmasked-track2') && card !== undefined && d.card_details.track2 !== undefined) {
    d.card_details.track2 = clearTrack2(card);
  }
  if (faults.has('wrong-type-echo'))
    d.type = d.type === 'refund' ? 'sale' : d.type === 'sale' ? 'refund' : d.type;
  return d;
}

export function servedSummary(rec: TxnRecord, faults: ReadonlySet<FaultName>): Record<string, unknown> {
  return summaryOf(servedDocument(rec, faults));
}
