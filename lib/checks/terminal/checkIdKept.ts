/** TM-START-4 (B. Transaction: id, "Client-supplied values are allowed"): the client's id is the transaction id. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkIdKept(started: JsonRecord | undefined, clientId: string): void {
  ensure(
    started?.id === clientId,
    'TM-START-4',
    `sent id ${clientId}, the transaction has id ${JSON.stringify(started?.id)}`,
  );
}
