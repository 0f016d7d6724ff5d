/**
 * TM-GET-4 (Endpoints B; Errors, rule 7): with nothing in progress,
 * current.json returns an error result (success false) and an error status
 * code (4xx or 5xx; which one is TM-GET-5's observation).
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, successOf } from './documentParts.js';

export function checkCurrentIdle(current: TerminalResponse): void {
  ensure(current.status >= 400, 'TM-GET-4', `expected an error status code: ${describeResponse(current)}`);
  ensure(successOf(current) === false, 'TM-GET-4', `expected success false: ${describeResponse(current)}`);
}
