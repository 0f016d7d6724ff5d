/**
 * TM-LIST-4 (B. Transaction summary): a summary agrees with the full
 * document of the same transaction on result, amount, type, account_number
 * and is_reversed (where the summary carries them).
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

const fields = [
  'result',
  'amount',
  'type',
  'account_number',
  'is_reversed',
  'host',
  'started_at',
  'ended_at',
] as const;

export function checkSummaryAgrees(summary: JsonRecord | undefined, doc: JsonRecord): void {
  ensure(summary !== undefined, 'TM-LIST-4', `no summary for transaction ${String(doc.id)}`);
  const differ = fields.filter((f) => f in summary && JSON.stringify(summary[f]) !== JSON.stringify(doc[f]));
  ensure(
    differ.length === 0,
    'TM-LIST-4',
    `summary and document of ${String(doc.id)} differ in ${differ.map((f) => `${f} (${JSON.stringify(summary[f])} vs ${JSON.stringify(doc[f])})`).join(', ')}`,
  );
}
