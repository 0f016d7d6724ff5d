/** TM-PING-1: ping.json answers without credentials, 200, with success and ping booleans (B. Ping response). */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { checkDocumentSchema } from './checkDocumentSchema.js';
import { describeResponse } from './documentParts.js';

export function checkPing(anonymous: TerminalResponse): void {
  ensure(
    anonymous.status === 200,
    'TM-PING-1',
    `ping.json without credentials: ${describeResponse(anonymous)}`,
  );
  checkDocumentSchema('TM-PING-1', 'terminal/ping', anonymous);
}
