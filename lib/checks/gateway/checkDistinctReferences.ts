/** GW-JOB-21 (A. Payment job response: data.reference): every created job has its own reference. */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

export function checkDistinctReferences(docs: readonly unknown[]): void {
  const refs = docs.map((d) => stringAt(d, 'data.reference', 'GW-JOB-21'));
  ensure(
    new Set(refs).size === refs.length,
    'GW-JOB-21',
    `${refs.length} jobs share ${new Set(refs).size} references`,
  );
}
