/**
 * TM-LIST-3 (observation; Notes: "Wrapper object of the transaction list
 * response: not shown"): {"success": true, "transactions": [...]} is expected
 * (field notes); a bare array works but is recorded.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';

export function checkListWrapper(list: TerminalResponse): void {
  ensure(
    isRecord(list.body) && list.body.success === true && Array.isArray(list.body.transactions),
    'TM-LIST-3',
    Array.isArray(list.body) ? 'the list is a bare array' : 'the list is neither wrapped nor a bare array',
  );
}
