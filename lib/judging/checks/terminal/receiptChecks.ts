/**
 * Checks of the receipts (Endpoints > B. Terminal, notes; Errors, rule 5):
 * "Receipt response: `success` (boolean) and `receipt`, an array of printer
 * instructions that can be sent unchanged to the print endpoint."
 */
import { isDeepStrictEqual } from 'node:util';
import { holds } from '../deviation.js';
import {
  describe,
  evidence,
  is2xx,
  receiptOf,
  receiptTexts,
  successOf,
  type TerminalResponse,
} from './exchange.js';
import { RECEIPT_LINES, receiptLinesFor } from './settingsChecks.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

/** A receipt is served: 2xx, success true and a receipt (its shape is TM-RCPT-5's). */
export function checkReceiptAvailable(r: TerminalResponse): void {
  const receipt = isJsonObject(r.body) ? r.body.receipt : undefined;
  holds(
    is2xx(r) && successOf(r) === true && receipt !== undefined && receipt !== null,
    `no receipt: ${describe(r)}`,
    evidence(r, { field: 'receipt' }),
  );
}

/** A receipt the spec says is not available: "Terminal 400 Bad Request applies", and no success claimed. */
export function checkReceiptRefused(r: TerminalResponse): void {
  holds(r.status === 400, `expected 400: ${describe(r)}`, evidence(r, { expected: 400, actual: r.status }));
  holds(
    successOf(r) !== true,
    `a refused receipt says success true: ${describe(r)}`,
    evidence(r, { field: 'success', actual: true }),
  );
}

/** For a reconciliation, the reconciliation receipt is "identical to the merchant receipt". */
export function checkReconciliationReceiptIdentical(
  merchant: TerminalResponse,
  reconciliation: TerminalResponse,
): void {
  holds(
    is2xx(reconciliation),
    `no reconciliation receipt: ${describe(reconciliation)}`,
    evidence(reconciliation),
  );
  const a = receiptOf(merchant);
  const b = receiptOf(reconciliation);
  holds(
    a !== undefined && b !== undefined,
    'a receipt array is missing',
    evidence(reconciliation, { field: 'receipt' }),
  );
  const at = a.findIndex((x, i) => !isDeepStrictEqual(x, b[i]));
  holds(
    a.length === b.length && at === -1,
    `merchant and reconciliation receipts differ (${a.length} vs ${b.length} instructions; first difference at ${at})`,
    evidence(reconciliation, { field: `receipt.${at}`, expected: a[at], actual: b[at] }),
  );
}

/**
 * Observation (field notes "Receipts on comparable devices"): a receipt names
 * its copy (MERCHANT COPY / CARDHOLDER COPY) and ends with a scroll.
 */
export function checkReceiptLayout(
  receipt: readonly unknown[] | undefined,
  kind: 'merchant' | 'cardholder',
): void {
  holds(receipt !== undefined, 'no receipt array');
  const title = kind === 'merchant' ? 'MERCHANT COPY' : 'CARDHOLDER COPY';
  holds(
    receiptTexts(receipt).some((t) => t.toUpperCase().includes(title)),
    `no "${title}" line`,
    { field: 'receipt', expected: title },
  );
  const last = receipt[receipt.length - 1];
  holds(isJsonObject(last) && last.command === 'scroll', 'the receipt does not end with a scroll', {
    field: `receipt.${receipt.length - 1}`,
    expected: 'scroll',
  });
}

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim().toUpperCase();

/** The non-empty header lines, then footer lines, a receipt of this host is expected to show. */
export function expectedReceiptLines(settingsBody: unknown, host: string | undefined): string[] {
  const parts = receiptLinesFor(settingsBody, host);
  return [parts.header, parts.footer].flatMap((p) =>
    p === undefined
      ? []
      : RECEIPT_LINES.map((l) => p[l]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
  );
}

/**
 * Observation: each non-empty header, then footer, line of the transaction's
 * host module (or of the default) shows on the receipt, in order. Layout
 * may change a line's spacing and case, or put it inside a longer text.
 */
export function checkReceiptLines(
  receipt: readonly unknown[] | undefined,
  settingsBody: unknown,
  host: string | undefined,
): void {
  holds(receipt !== undefined, 'no receipt array');
  const want = expectedReceiptLines(settingsBody, host);
  const texts = receiptTexts(receipt).map(squash);
  let from = 0;
  for (const line of want) {
    const at = texts.findIndex((t, i) => i >= from && t.includes(squash(line)));
    holds(at >= 0, `receipt of host ${String(host)} lacks the line "${line}" (or has it out of order)`, {
      field: 'receipt',
      expected: line,
    });
    from = at; // one text may hold the next line too
  }
}
