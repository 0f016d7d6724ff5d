/**
 * TM-PRN-2 (Errors, rule 5): on a device without a printer, print.json may
 * answer 400; whatever the code, it must not claim success. A failure code
 * other than 400 is a deviation from the one the spec names.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, is2xx, successOf } from './documentParts.js';

export function checkNoPrinterRefused(r: TerminalResponse): void {
  ensure(successOf(r) === false, 'TM-PRN-2', `no printer, yet not success false: ${describeResponse(r)}`);
  ensure(is2xx(r) || r.status === 400, 'TM-PRN-2', `no printer: expected 400, ${describeResponse(r)}`);
}
