/** TM-VER-1 (Versioning, rule 1): the API answers under /api/v2/; the ping there is the proof. */
import { API_PREFIX, type TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, isRecord } from './documentParts.js';

export function checkApiPrefix(ping: TerminalResponse): void {
  ensure(ping.request.includes(API_PREFIX), 'TM-VER-1', `${ping.request} is not under ${API_PREFIX}`);
  ensure(
    ping.status === 200 && isRecord(ping.body) && typeof ping.body.ping === 'boolean',
    'TM-VER-1',
    `no API under ${API_PREFIX}: ${describeResponse(ping)}`,
  );
}
