/** Small readers shared by the terminal checks: they never throw, they return undefined. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';

export type JsonRecord = Record<string, unknown>;

export function isRecord(v: unknown): v is JsonRecord {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** The `transaction` object of a single/latest/current/start response. */
export function transactionOf(r: unknown): JsonRecord | undefined {
  const body = isResponse(r) ? r.body : r;
  return isRecord(body) && isRecord(body.transaction) ? body.transaction : undefined;
}

export function isResponse(v: unknown): v is TerminalResponse {
  return isRecord(v) && typeof v.status === 'number' && typeof v.text === 'string' && 'body' in v;
}

export function is2xx(r: TerminalResponse): boolean {
  return r.status >= 200 && r.status < 300;
}

export function successOf(r: TerminalResponse): unknown {
  return isRecord(r.body) ? r.body.success : undefined;
}

/** One short line describing an answer for a failure message (body cut to 200 characters). */
export function describeResponse(r: TerminalResponse): string {
  const text = r.text.length > 200 ? `${r.text.slice(0, 197)}...` : r.text;
  return `${r.request} answered ${r.status} ${text}`;
}

/** The summaries of a transaction list, wrapped or bare (TM-LIST-3). */
export function summariesOf(r: TerminalResponse): JsonRecord[] | undefined {
  const list = Array.isArray(r.body) ? r.body : isRecord(r.body) ? r.body.transactions : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : undefined;
}
