/** TM-GET-3 (Endpoints B): current.json returns the transaction in progress while one is active. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf, transactionOf } from './documentParts.js';

export function checkCurrentActive(current: TerminalResponse, activeId: string): void {
  ensure(
    is2xx(current) && successOf(current) === true,
    'TM-GET-3',
    `expected success: ${describeResponse(current)}`,
  );
  const t = transactionOf(current);
  ensure(
    t?.id === activeId,
    'TM-GET-3',
    `current.json returned ${String(t?.id)}, the active one is ${activeId}`,
  );
  ensure(t.is_active === true, 'TM-GET-3', 'current.json returned a transaction with is_active not true');
}
