/**
 * TM-AUTH-1 (no credentials) and TM-AUTH-2 (wrong credentials): an
 * authorized endpoint refuses. A refusal is a 4xx answer that does not say
 * success true; the exact code is TM-AUTH-3's observation.
 */
import type { TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, successOf } from './documentParts.js';

/**
 * `authorized`, when given, is the same request with the configured
 * credentials: a 4xx that equals it (e.g. 404 for an unknown id) shows the
 * endpoint never looked at the credentials, so it is no refusal.
 */
export function checkRefused(
  requirementId: 'TM-AUTH-1' | 'TM-AUTH-2',
  r: TerminalResponse,
  authorized?: TerminalResponse,
): void {
  const why = requirementId === 'TM-AUTH-1' ? 'without credentials' : 'with wrong credentials';
  ensure(
    r.status >= 400 && r.status < 500 && successOf(r) !== true,
    requirementId,
    `an authorized endpoint answered ${why}: ${describeResponse(r)}`,
  );
  const same = authorized !== undefined && authorized.status === r.status && authorized.text === r.text;
  ensure(
    !same || r.status === 401 || r.status === 403,
    requirementId,
    `answered ${why} exactly as with valid credentials: ${describeResponse(r)}`,
  );
}
