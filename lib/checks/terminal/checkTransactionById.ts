/** TM-GET-1 (Endpoints B): transactions/<id>.json returns success and the transaction with that id. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf, transactionOf } from './documentParts.js';

export function checkTransactionById(r: TerminalResponse, id: string): void {
  ensure(is2xx(r) && successOf(r) === true, 'TM-GET-1', `expected success: ${describeResponse(r)}`);
  const t = transactionOf(r);
  ensure(t?.id === id, 'TM-GET-1', `asked for ${id}, got transaction ${String(t?.id)}`);
}
