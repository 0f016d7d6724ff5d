/**
 * TM-START-1 (Endpoints B; Notes): POST transactions/<type>.json answers
 * 2xx with success true and the transaction.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf, transactionOf } from './documentParts.js';

export function checkStartResponse(r: TerminalResponse): void {
  ensure(
    is2xx(r) && successOf(r) === true,
    'TM-START-1',
    `the start was not accepted: ${describeResponse(r)}`,
  );
  ensure(
    transactionOf(r) !== undefined,
    'TM-START-1',
    `the start answer holds no transaction: ${describeResponse(r)}`,
  );
}
