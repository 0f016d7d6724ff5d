/**
 * Checks of the transaction list (Endpoints > B. Terminal: transactions.json,
 * "list of transaction summaries"; B. Transaction summary). Its wrapper is
 * "not shown": a bare array and any wrapping object are both lists.
 */
import { holds } from '../deviation.js';
import { evidence, json, summariesOf, type JsonRecord, type TerminalResponse } from './exchange.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

/** The list holds each of `ids` (the transactions this run made). */
export function checkListHolds(list: TerminalResponse, ids: readonly string[]): void {
  const summaries = summariesOf(list);
  holds(summaries !== undefined, 'transactions.json holds no list', evidence(list));
  const listed = new Set(summaries.map((s) => s.id));
  const missing = ids.filter((id) => !listed.has(id));
  holds(
    missing.length === 0,
    `transactions missing from the list: ${missing.join(', ')}`,
    evidence(list, { expected: ids, actual: missing }),
  );
}

/** Observation: the field notes' wrapper {"success": true, "transactions": [...]}; a bare array is recorded. */
export function checkListWrapper(list: TerminalResponse): void {
  holds(
    isJsonObject(list.body) && list.body.success === true && Array.isArray(list.body.transactions),
    Array.isArray(list.body)
      ? 'the list is a bare array'
      : 'the list is not {"success": true, "transactions": [...]}',
    evidence(list),
  );
}

/** The fields of the summary table (B. Transaction summary). */
export const summaryFields = [
  'id',
  'started_at',
  'ended_at',
  'result',
  'amount',
  'host',
  'type',
  'account_number',
  'is_reversed',
] as const;

/** The summary of a finished transaction carries every field of its table (null where no value exists). */
export function checkSummaryFields(summary: JsonRecord | undefined, id: string): void {
  holds(summary !== undefined, `no summary for transaction ${id}`, { field: 'id', expected: id });
  const missing = summaryFields.filter((f) => !(f in summary));
  holds(missing.length === 0, `the summary of finished transaction ${id} leaves out ${missing.join(', ')}`, {
    field: missing[0],
    expected: 'present (null where no value exists)',
  });
}

/** The last four digits a masked card number shows, if it shows them. */
function lastDigits(v: unknown): string | undefined {
  return typeof v === 'string' ? /(\d{4})$/.exec(v)?.[1] : undefined;
}

/** Epoch seconds agree "to the second": a summary may give whole seconds, the document fractional ones. */
function sameSecond(a: unknown, b: unknown): boolean {
  return typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1;
}

const exact = ['result', 'amount', 'type', 'is_reversed', 'host'] as const;

/**
 * A summary agrees with the document of the same transaction, on the fields
 * it carries: equal result, amount, type, is_reversed and host; started_at
 * and ended_at within a second; account_number masks of the same card (same
 * last four digits where both show them, since each may mask differently).
 */
export function checkSummaryAgrees(summary: JsonRecord | undefined, doc: JsonRecord): void {
  holds(summary !== undefined, `no summary for transaction ${json(doc.id)}`, {
    field: 'id',
    expected: doc.id,
  });
  const present = (f: string): boolean =>
    summary[f] !== undefined && summary[f] !== null && doc[f] !== undefined && doc[f] !== null;
  const differ: string[] = exact.filter(
    (f) => present(f) && JSON.stringify(summary[f]) !== JSON.stringify(doc[f]),
  );
  for (const f of ['started_at', 'ended_at'] as const)
    if (present(f) && !sameSecond(summary[f], doc[f])) differ.push(f);
  const [a, b] = [lastDigits(summary.account_number), lastDigits(doc.account_number)];
  if (a !== undefined && b !== undefined && a !== b) differ.push('account_number');
  holds(
    differ.length === 0,
    `summary and document of ${json(doc.id)} differ in ${differ.map((f) => `${f} (${json(summary[f])} vs ${json(doc[f])})`).join(', ')}`,
    { field: differ[0], expected: doc[differ[0] ?? ''], actual: summary[differ[0] ?? ''] },
  );
}
