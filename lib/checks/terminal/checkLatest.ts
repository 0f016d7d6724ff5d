/** TM-GET-2 (Endpoints B): latest.json and last.json both return the most recent transaction. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf, transactionOf } from './documentParts.js';

export function checkLatest(latest: TerminalResponse, last: TerminalResponse, newestId: string): void {
  for (const r of [latest, last]) {
    ensure(is2xx(r) && successOf(r) === true, 'TM-GET-2', `expected success: ${describeResponse(r)}`);
    const id = transactionOf(r)?.id;
    ensure(id === newestId, 'TM-GET-2', `${r.request} returned ${String(id)}, the newest is ${newestId}`);
  }
}
