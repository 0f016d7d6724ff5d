/** TM-ERR-2 (observation; field notes "Busy and unknown"): an error body carries a human description. */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, isRecord } from './documentParts.js';

export function checkErrorDescription(r: TerminalResponse): void {
  const b = r.body;
  const text = isRecord(b)
    ? [b.description, b.error, b.message].find((v) => typeof v === 'string' && v !== '')
    : undefined;
  ensure(
    text !== undefined,
    'TM-ERR-2',
    `the error body has no description, error or message: ${describeResponse(r)}`,
  );
}
