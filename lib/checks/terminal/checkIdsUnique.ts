/** TM-START-5 (B. Transaction: id, "unique identifier"): generated ids never repeat. */
import { ensure } from '../checkFailure.js';

export function checkIdsUnique(ids: readonly unknown[]): void {
  ensure(
    ids.every((id) => typeof id === 'string' && id !== ''),
    'TM-START-5',
    `an id is not a non-empty string: ${JSON.stringify(ids)}`,
  );
  const seen = new Set<unknown>();
  const repeated = ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  ensure(repeated.length === 0, 'TM-START-5', `generated ids repeat: ${repeated.map(String).join(', ')}`);
}
