/** GW-JOB-3 (A. Payment job response: data.type): the type is Payment. */
import { ensure } from '../checkFailure.js';
import { valueAt } from './docPath.js';

export function checkJobType(doc: unknown): void {
  const t = valueAt(doc, 'data.type');
  ensure(t === 'Payment', 'GW-JOB-3', `data.type is ${JSON.stringify(t)}, not "Payment"`);
}
