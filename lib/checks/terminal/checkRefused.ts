/**
 * TM-AUTH-1 (no credentials) and TM-AUTH-2 (wrong credentials): an
 * authorized endpoint refuses. A refusal is a 4xx answer that does not say
 * success true; the exact code is TM-AUTH-3's observation.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, successOf } from './documentParts.js';

export function checkRefused(requirementId: 'TM-AUTH-1' | 'TM-AUTH-2', r: TerminalResponse): void {
  const why = requirementId === 'TM-AUTH-1' ? 'without credentials' : 'with wrong credentials';
  ensure(
    r.status >= 400 && r.status < 500 && successOf(r) !== true,
    requirementId,
    `an authorized endpoint answered ${why}: ${describeResponse(r)}`,
  );
}
