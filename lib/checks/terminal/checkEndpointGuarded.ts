/**
 * TM-AUTH-4 (observation; Endpoints B: "not shown for this endpoint"):
 * whether print.json and the receipts need credentials is recorded. An
 * endpoint that answers without credentials gets a warning, because printing
 * and receipts are usually guarded like the rest of the API.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse } from './documentParts.js';

export function checkEndpointGuarded(anonymous: TerminalResponse): void {
  ensure(
    anonymous.status === 401 || anonymous.status === 403,
    'TM-AUTH-4',
    `answered without credentials (not refused): ${describeResponse(anonymous)}`,
  );
}
