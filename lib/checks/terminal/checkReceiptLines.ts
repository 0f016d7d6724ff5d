/**
 * TM-RCPT-7 (B. Settings: host module receipt.header/footer; settings.receipt
 * "used where a host module does not override them"): every non-empty
 * header line, then every non-empty footer line, of the transaction's host
 * module (or of the default) appears in the receipt, in order.
 */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';
import { receiptTexts } from './receiptParts.js';
import { RECEIPT_LINES, receiptLinesFor, settingsOf } from './settingsParts.js';

export function expectedReceiptLines(settingsBody: unknown, host: string | undefined): string[] | undefined {
  const s = settingsOf(settingsBody);
  const lines = s === undefined ? undefined : receiptLinesFor(s, host);
  if (lines === undefined) return undefined;
  return (['header', 'footer'] as const).flatMap((part) => {
    const p = lines[part];
    return isRecord(p)
      ? RECEIPT_LINES.map((l) => p[l])
          .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
          .map((v) => v.trim())
      : [];
  });
}

export function checkReceiptLines(
  receipt: readonly unknown[] | undefined,
  settingsBody: unknown,
  host: string | undefined,
): void {
  ensure(receipt !== undefined, 'TM-RCPT-7', 'no receipt array');
  const want = expectedReceiptLines(settingsBody, host);
  ensure(
    want !== undefined,
    'TM-RCPT-7',
    `settings give no receipt lines for host ${String(host)} nor a default`,
  );
  const texts = receiptTexts(receipt);
  let from = 0;
  for (const line of want) {
    const at = texts.indexOf(line, from);
    ensure(
      at >= 0,
      'TM-RCPT-7',
      `receipt of host ${String(host)} lacks the line "${line}" (or has it out of order)`,
    );
    from = at + 1;
  }
}
