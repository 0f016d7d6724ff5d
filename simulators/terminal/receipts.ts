/**
 * Receipts as printer instructions (Endpoints B, notes: "an array of printer
 * instructions that can be sent unchanged to the print endpoint"). Layout
 * after comparable devices (field notes "Receipts"): copy title, header lines,
 * date and time, TID/MID (masked on the cardholder copy), type and scheme,
 * entry method, masked card, expiry (merchant copy only), AID, message and
 * sequence numbers, totals, auth code, CVM line, result, footer, final scroll.
 */
import type { PrinterInstruction } from '../../lib/judging/printer/printerInstruction.js';
import type { BatchTotals } from './hostOnlyFlow.js';
import { formatMoney } from './money.js';
import type { ReceiptLines, TerminalSettings } from './settings.js';
import type { TransactionDoc } from './transactionDoc.js';

export type ReceiptKind = 'merchant' | 'cardholder' | 'reconciliation';

const LINE = 28;
const FONT = 24;
const RIGHT = 220;

type Row = [string, string?];

const entryLabel: Record<string, string> = {
  contactless: 'CONTACTLESS',
  contact_emv: 'CHIP',
  mag_stripe: 'SWIPED',
  keypad: 'KEYED',
};

function maskId(id: string): string {
  return `${'*'.repeat(Math.max(0, id.length - 4))}${id.slice(-4)}`;
}

function dateTime(epochSeconds: number): Row {
  const d = new Date(epochSeconds * 1000);
  const p = (n: number): string => String(n).padStart(2, '0');
  return [
    `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`,
    `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`,
  ];
}

function cvmLine(t: TransactionDoc): string {
  if (t.is_offline_pin || t.is_online_pin) return 'PIN VERIFIED';
  if (t.is_signature_required) return 'SIGNATURE VERIFIED';
  return 'NO CARDHOLDER VERIFICATION';
}

function nonEmpty(l: ReceiptLines): string[] {
  return [l.line1, l.line2, l.line3, l.line4, l.line5].filter((s) => s.trim() !== '');
}

/** One block of rows: text instructions with y counted from 0, then a flush. */
function block(rows: readonly Row[], bold = false): PrinterInstruction[] {
  const out: PrinterInstruction[] = [];
  rows.forEach(([left, right], i) => {
    out.push({ command: 'text', text: left, x: 0, y: i * LINE, font_size: bold ? FONT + 4 : FONT });
    if (right !== undefined)
      out.push({ command: 'text', text: right, x: RIGHT, y: i * LINE, font_size: FONT });
  });
  out.push({ command: 'flush' });
  return out;
}

export interface ReceiptInput {
  kind: ReceiptKind;
  doc: TransactionDoc;
  settings: TerminalSettings;
  batch?: BatchTotals;
}

/** The receipt's printer instructions; the caller enforces which kinds exist for which type. */
export function buildReceipt({ kind, doc: t, settings, batch }: ReceiptInput): PrinterInstruction[] {
  const host = settings.hosts[t.host] ?? settings.hosts[settings.primary];
  const header = nonEmpty(host?.receipt.header ?? settings.receipt.header);
  const footer = nonEmpty(host?.receipt.footer ?? settings.receipt.footer);
  const cardholder = kind === 'cardholder';
  const tid = host?.terminal_id ?? '';
  const mid = host?.merchant_id ?? '';
  const out: PrinterInstruction[] = [];
  const title =
    t.type === 'reconciliation' ? 'RECONCILIATION' : cardholder ? 'CARDHOLDER COPY' : 'MERCHANT COPY';
  out.push(...block([[title], ...header.map((h): Row => [h])], true));
  out.push(
    ...block([
      dateTime(t.started_at),
      ['TID', cardholder ? maskId(tid) : tid],
      ['MID', cardholder ? maskId(mid) : mid],
    ]),
  );
  if (t.type === 'reconciliation') {
    const b = batch ?? { sales_count: 0, sales_total: 0, refunds_count: 0, refunds_total: 0 };
    out.push(
      ...block([
        ['SESSION', String(t.session_number)],
        [`SALES x${b.sales_count}`, formatMoney(b.sales_total)],
        [`REFUNDS x${b.refunds_count}`, formatMoney(b.refunds_total)],
        ['NET TOTAL', formatMoney(b.sales_total - b.refunds_total)],
        ['STAN', String(t.stan).padStart(6, '0')],
      ]),
    );
  } else {
    const scheme = t.card_details.scheme ?? '';
    const card: Row[] = [
      [t.type.toUpperCase(), t.app_label ?? scheme.toUpperCase()],
      [entryLabel[t.input_source ?? ''] ?? 'NO CARD'],
      [t.account_number],
    ];
    if (!cardholder && t.card_expiry !== null)
      card.push(['EXPIRY', `${t.card_expiry.slice(2)}/${t.card_expiry.slice(0, 2)}`]);
    if (t.tags?.['4F'] !== undefined) card.push(['AID', t.tags['4F']]);
    card.push(['MSG', String(t.message_number).padStart(6, '0')], ['STAN', String(t.stan).padStart(6, '0')]);
    if (t.reference_txn_id !== null) card.push(['REVERSES', t.reference_txn_id.slice(0, 18)]);
    out.push(...block(card));
    const money: Row[] = [['AMOUNT', formatMoney(t.amount)]];
    if (t.tip_amount > 0) money.push(['TIP', formatMoney(t.tip_amount)]);
    if (t.amount_other > 0) money.push(['CASHBACK', formatMoney(t.amount_other)]);
    money.push(['TOTAL', formatMoney(t.total_amount)]);
    out.push(...block(money, true));
    const outcome: Row[] = [];
    if (t.auth_code !== null) outcome.push(['AUTH CODE', t.auth_code]);
    if (t.reference_number !== null) outcome.push(['REF', t.reference_number]);
    outcome.push([cvmLine(t)]);
    if (t.is_signature_required && !cardholder) outcome.push(['SIGNATURE: ____________']);
    out.push(...block(outcome));
  }
  out.push(...block([[(t.result ?? 'IN PROGRESS').toUpperCase()]], true));
  if (footer.length > 0) out.push(...block(footer.map((f): Row => [f])));
  out.push({ command: 'scroll', amount: 120 });
  return out;
}
