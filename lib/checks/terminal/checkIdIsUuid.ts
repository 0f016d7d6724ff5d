/** TM-START-6 (observation; B. Transaction: id, "Normally a UUID"). */
import { ensure } from '../checkFailure.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function checkIdIsUuid(id: unknown): void {
  ensure(
    typeof id === 'string' && uuid.test(id),
    'TM-START-6',
    `generated id ${JSON.stringify(id)} is not a UUID`,
  );
}
