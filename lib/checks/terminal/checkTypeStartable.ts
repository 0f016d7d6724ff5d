/** TM-START-2 (Endpoints B): sale, refund, reversal and reconciliation can be started. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf } from './documentParts.js';

export function checkTypeStartable(r: TerminalResponse, type: string): void {
  ensure(
    is2xx(r) && successOf(r) === true,
    'TM-START-2',
    `a ${type} could not be started: ${describeResponse(r)}`,
  );
}
