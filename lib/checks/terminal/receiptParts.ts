/** Readers of a receipt answer (Notes: `success` and `receipt`, an array of printer instructions). */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { isRecord } from './documentParts.js';

export function receiptOf(r: TerminalResponse): unknown[] | undefined {
  return isRecord(r.body) && Array.isArray(r.body.receipt) ? r.body.receipt : undefined;
}

/** The trimmed texts of a receipt's text instructions, in list order. */
export function receiptTexts(receipt: readonly unknown[]): string[] {
  return receipt
    .filter(isRecord)
    .flatMap((i) => (i.command === 'text' && typeof i.text === 'string' ? [i.text.trim()] : []));
}
