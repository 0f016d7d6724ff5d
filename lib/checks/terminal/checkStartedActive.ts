/** TM-START-3 (B. Transaction: is_active): a started transaction is returned active with the requested type. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkStartedActive(started: JsonRecord | undefined, type: string): void {
  ensure(started !== undefined, 'TM-START-3', 'the start answer holds no transaction');
  ensure(
    started.is_active === true,
    'TM-START-3',
    `is_active is ${JSON.stringify(started.is_active)} right after the start`,
  );
  ensure(
    started.type === type,
    'TM-START-3',
    `started a ${type}, the transaction says type ${JSON.stringify(started.type)}`,
  );
}
