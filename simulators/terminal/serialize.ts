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
  'message-number-string',
  'ended-at-local-time',
  'online-result-response-code',
  'refund-type-credit',
  'scheme-brand-name',
  'tags-on-magstripe',
  'input-source-magstripe',
  'cvm-mode-pin',
  'services-undecoded',
  'online-decision-online',
  'card-expiry-mm-yy',
  'pin-block-on-offline-pin',
  'deferred-attempts-zero',
];

/** The host response codes a firmware might copy into online_result by mistake. */
const responseCodes: Record<string, string> = {
  approved: '00',
  declined: '05',
  error: '91',
  cancelled: '17',
};

export function hasDocumentFault(faults: ReadonlySet<FaultName>): boolean {
  return documentFaults.some((f) => faults.has(f));
}

export function servedDocument(rec: TxnRecord, faults: ReadonlySet<FaultName>): TransactionDoc {
  if (!hasDocumentFault(faults)) return rec.doc;
  const d: TransactionDoc = { ...rec.doc, card_details: { ...rec.doc.card_details } };
  // Some faults leave the document's type (a string where a number belongs, values off the spec's lists).
  const out: Record<string, unknown> = d;
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
  if (faults.has('message-number-string')) out.message_number = String(d.message_number).padStart(6, '0');
  if (faults.has('ended-at-local-time') && d.ended_at !== null) d.ended_at -= 3600;
  if (faults.has('online-result-response-code') && d.online_result !== null)
    out.online_result = responseCodes[d.online_result];
  if (faults.has('refund-type-credit') && d.type === 'refund' && !d.is_active) out.type = 'credit';
  if (faults.has('scheme-brand-name') && d.card_details.scheme !== undefined)
    d.card_details.scheme = card?.brand ?? d.card_details.scheme.toUpperCase();
  if (
    faults.has('tags-on-magstripe') &&
    (d.input_source === 'mag_stripe' || d.input_source === 'keypad') &&
    d.tags === null
  ) {
    d.tags = { '9F1A': '0826', '5F2A': '0826' };
  }
  if (faults.has('input-source-magstripe') && d.input_source === 'mag_stripe') out.input_source = 'magstripe';
  if (faults.has('cvm-mode-pin') && (d.cvm_mode === 'offline_pin' || d.cvm_mode === 'online_pin'))
    out.cvm_mode = 'pin';
  if (faults.has('services-undecoded') && d.services !== null) {
    const code = d.services.code;
    out.services = {
      code,
      interchange_rules: code.charAt(0),
      authorization_processing_rules: code.charAt(1),
      range_of_services: code.charAt(2),
    };
  }
  if (faults.has('online-decision-online') && d.terminal_online_decision === 'go_online')
    out.terminal_online_decision = 'online';
  if (faults.has('card-expiry-mm-yy') && d.card_expiry !== null)
    d.card_expiry = `${d.card_expiry.slice(2)}/${d.card_expiry.slice(0, 2)}`;
  if (faults.has('pin-block-on-offline-pin') && d.is_offline_pin && d.pin_block === null)
    d.pin_block = '0412AC89ABCDEF67';
  if (faults.has('deferred-attempts-zero') && !d.is_deferred_auth && d.num_deferred_auth_attempts === null)
    d.num_deferred_auth_attempts = 0;
  return d;
}

export function servedSummary(rec: TxnRecord, faults: ReadonlySet<FaultName>): Record<string, unknown> {
  const s = summaryOf(servedDocument(rec, faults));
  if (faults.has('summary-missing-started-at')) delete s.started_at;
  if (faults.has('summary-amount-in-major-units') && typeof s.amount === 'number') s.amount = s.amount / 100;
  return s;
}
