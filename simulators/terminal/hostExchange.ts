/**
 * The online exchange with the acquirer's host: request and response
 * objects (host-dependent content, B. Transaction: online_request,
 * online_response). No card number or PIN block ever goes in them.
 */
import { posEntryMode, responseCodeTag } from './cardData.js';
import type { FlowContext } from './flowStep.js';
import type { TransactionDoc, TxnResult } from './transactionDoc.js';

const messageType: Record<string, string> = {
  sale: '0200',
  refund: '0200',
  reversal: '0400',
  reconciliation: '0500',
};

/** Sends the online request: sets is_online, message_number and online_request. */
export function sendOnline(t: TransactionDoc, ctx: FlowContext, extra: Record<string, unknown> = {}): void {
  t.is_online = true;
  t.message_number = ctx.nextMessageNumber();
  t.status = 'processing';
  t.status_details = 'online_request_sent';
  t.online_request = {
    message_type: messageType[t.type] ?? '0200',
    processing_code: t.type === 'refund' ? '200000' : '000000',
    stan: t.stan,
    message_number: t.message_number,
    amount: t.total_amount,
    currency: '826',
    pos_entry_mode: posEntryMode(t.input_source),
    terminal_id: ctx.host.terminal_id,
    merchant_id: ctx.host.merchant_id,
    ...extra,
  };
}

/** Host response codes: 00 approved, 05 do not honour, 1A strong customer authentication required. */
export type HostAnswer = 'approved' | 'declined' | 'sca_required' | 'no_answer';

/** Applies the host's answer: online_result, online_response, auth_code and reference_number. */
export function receiveAnswer(
  t: TransactionDoc,
  answer: HostAnswer,
  ctx: FlowContext,
  atMs: number,
): TxnResult {
  const day = Math.floor(atMs / 86_400_000) % 1000;
  if (answer === 'no_answer') {
    t.online_result = 'error';
    t.online_response = null;
    t.status_details = 'host_no_answer';
    t.should_retry = true;
    return 'error';
  }
  const code = answer === 'approved' ? '00' : answer === 'declined' ? '05' : '1A';
  const result: TxnResult = answer === 'approved' ? 'approved' : 'declined';
  t.online_result = result;
  t.reference_number = `${String(day).padStart(3, '0')}${ctx.prng.digits(3)}${String(t.stan).padStart(6, '0')}`;
  if (answer === 'approved') t.auth_code = ctx.prng.alnum(6);
  t.online_response = {
    response_code: code,
    auth_code: t.auth_code,
    reference_number: t.reference_number,
    host_message:
      answer === 'approved' ? 'APPROVED' : answer === 'declined' ? 'DO NOT HONOUR' : 'PIN REQUIRED',
  };
  t.status_details =
    answer === 'approved' ? 'host_approved' : answer === 'declined' ? 'host_declined' : 'host_requested_pin';
  if (t.tags !== null) t.tags = { ...t.tags, '8A': responseCodeTag(code) };
  return result;
}
