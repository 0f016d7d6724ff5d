/** TM-LIST-2 (Endpoints B): the transaction list holds every transaction the terminal ran. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { summariesOf } from './documentParts.js';

export function checkListHolds(list: TerminalResponse, ids: readonly string[]): void {
  const summaries = summariesOf(list);
  ensure(summaries !== undefined, 'TM-LIST-2', 'transactions.json holds no list');
  const listed = new Set(summaries.map((s) => s.id));
  const missing = ids.filter((id) => !listed.has(id));
  ensure(missing.length === 0, 'TM-LIST-2', `transactions missing from the list: ${missing.join(', ')}`);
}
