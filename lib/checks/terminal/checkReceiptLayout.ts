/**
 * TM-RCPT-9 (observation; field notes "Receipts on comparable devices"): a
 * receipt names its copy (MERCHANT COPY / CARDHOLDER COPY) and ends with a
 * scroll. Deviations warn; a reviewer looks at the printed receipt.
 */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';
import { receiptTexts } from './receiptParts.js';

export function checkReceiptLayout(
  receipt: readonly unknown[] | undefined,
  kind: 'merchant' | 'cardholder',
): void {
  ensure(receipt !== undefined, 'TM-RCPT-9', 'no receipt array');
  const title = kind === 'merchant' ? 'MERCHANT COPY' : 'CARDHOLDER COPY';
  ensure(
    receiptTexts(receipt).some((t) => t.toUpperCase().includes(title)),
    'TM-RCPT-9',
    `no "${title}" line`,
  );
  const last = receipt[receipt.length - 1];
  ensure(isRecord(last) && last.command === 'scroll', 'TM-RCPT-9', 'the receipt does not end with a scroll');
}
