/**
 * The one reader of terminal answers and document fields that every terminal
 * and printer check uses. Readers never throw: a field that is not there is
 * undefined, and the check that needs it says so.
 */
import type { TerminalResponse } from '../../../targets/terminal/terminalClient.js';
import type { DeviationEvidence } from '../deviation.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

export type { TerminalResponse };
export type JsonRecord = Record<string, unknown>;

/** The value at a dotted path (`card_details.scheme`), or undefined. */
export function field(value: unknown, path: string): unknown {
  let cur = value;
  for (const key of path.split('.')) {
    if (!isJsonObject(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

export function isResponse(v: unknown): v is TerminalResponse {
  return isJsonObject(v) && typeof v.status === 'number' && typeof v.text === 'string' && 'body' in v;
}

export function is2xx(r: TerminalResponse): boolean {
  return r.status >= 200 && r.status < 300;
}

/** The `success` of an answer's body, or undefined when the body is not a JSON object. */
export function successOf(r: TerminalResponse): unknown {
  return isJsonObject(r.body) ? r.body.success : undefined;
}

/**
 * The `transaction` object of a single, latest, current or start answer (or of its body): the
 * one reader of it, for the checks, the client judge, replay, the drivers and the simulator.
 */
export function transactionOf(r: unknown): JsonRecord | undefined {
  const body = isResponse(r) ? r.body : r;
  const t = field(body, 'transaction');
  return isJsonObject(t) ? t : undefined;
}

/** The summaries of a transaction list: wrapped in any object key or a bare array ("not shown"). */
export function summariesOf(r: TerminalResponse): JsonRecord[] | undefined {
  if (Array.isArray(r.body)) return r.body.filter(isJsonObject);
  if (!isJsonObject(r.body)) return undefined;
  const named = r.body.transactions;
  if (Array.isArray(named)) return named.filter(isJsonObject);
  // The wrapper is not shown: the one array of the body, whatever its key.
  const arrays = Object.values(r.body).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as unknown[]).filter(isJsonObject) : undefined;
}

/** The `receipt` array of a receipt answer. */
export function receiptOf(r: TerminalResponse): unknown[] | undefined {
  const v = field(r.body, 'receipt');
  return Array.isArray(v) ? v : undefined;
}

/** The texts of a receipt's text instructions, in list order. */
export function receiptTexts(receipt: readonly unknown[]): string[] {
  return receipt
    .filter(isJsonObject)
    .flatMap((i) => (i.command === 'text' && typeof i.text === 'string' ? [i.text] : []));
}

/** The `settings` object of a settings answer (or of its body). */
export function settingsOf(r: unknown): JsonRecord | undefined {
  const s = field(isResponse(r) ? r.body : r, 'settings');
  return isJsonObject(s) ? s : undefined;
}

export const IDLE_PATH = 'app.views.layouts.idle';

export function scenePath(screen: TerminalResponse): unknown {
  return field(screen.body, 'scene.path');
}

/** One short line describing an answer for a message (body cut to 200 characters). */
export function describe(r: TerminalResponse): string {
  const text = r.text.length > 200 ? `${r.text.slice(0, 197)}...` : r.text;
  return `${r.request} answered ${r.status} ${text}`;
}

/** Evidence of an answer: its request line and status, and the offending field when one is to blame. */
export function evidence(
  r: TerminalResponse,
  at?: { field?: string; expected?: unknown; actual?: unknown },
): DeviationEvidence {
  return { request: r.request, status: r.status, ...at };
}

export const json = (v: unknown): string => (v === undefined ? 'absent' : JSON.stringify(v));

/** Evidence of a transaction document's field, expected against actual. */
export function inTransaction(field: string, expected: unknown, actual: unknown): DeviationEvidence {
  return { field: `transaction.${field}`, expected, actual };
}
