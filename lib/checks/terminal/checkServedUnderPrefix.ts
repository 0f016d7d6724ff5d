/**
 * TM-VER-1 (Versioning, rule 1): every endpoint answers under /api/v2/. A
 * firmware that moved an endpoint elsewhere answers 404 (or 405) there, or
 * something that is not a JSON document with `success`.
 */
import { API_PREFIX, type TerminalResponse } from '../../terminal/terminalClient.js';
import { ensure } from '../checkFailure.js';
import { describeResponse, isRecord } from './documentParts.js';

export function checkServedUnderPrefix(answers: readonly TerminalResponse[]): void {
  for (const r of answers) {
    ensure(r.request.includes(API_PREFIX), 'TM-VER-1', `${r.request} is not under ${API_PREFIX}`);
    ensure(
      r.status !== 404 && r.status !== 405 && isRecord(r.body) && typeof r.body.success === 'boolean',
      'TM-VER-1',
      `no endpoint answers ${r.request}: ${describeResponse(r)}`,
    );
  }
}
