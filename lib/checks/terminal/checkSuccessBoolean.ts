/**
 * TM-ERR-1 (Errors, rule 4): every terminal body carries a `success` boolean.
 * The transaction list may be a bare array: its wrapper is not shown
 * (Notes; TM-LIST-3 records the shape), so arrays pass when allowed.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, isRecord } from './documentParts.js';

export function checkSuccessBoolean(r: TerminalResponse, options: { allowBareArray?: boolean } = {}): void {
  if (options.allowBareArray === true && Array.isArray(r.body)) return;
  ensure(
    isRecord(r.body) && typeof r.body.success === 'boolean',
    'TM-ERR-1',
    `the body carries no success boolean: ${describeResponse(r)}`,
  );
}
