/** TM-AUTH-3 (observation; field notes "Transport and credentials"): a refusal is 401 or 403. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse } from './documentParts.js';

export function checkRefusalStatus(r: TerminalResponse): void {
  ensure(r.status === 401 || r.status === 403, 'TM-AUTH-3', `expected 401 or 403: ${describeResponse(r)}`);
}
