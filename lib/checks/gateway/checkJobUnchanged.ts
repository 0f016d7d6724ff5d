/** GW-ERR-2, OBSERVATION (Errors, rule 2): a refused request never changes a stored job. */
import { ensure } from '../checkFailure.js';
import { valueAt } from './docPath.js';

export function checkJobUnchanged(before: unknown, after: unknown): void {
  const pick = (d: unknown): string =>
    JSON.stringify([
      valueAt(d, 'data.paymentStatus'),
      valueAt(d, 'data.amountToCollect'),
      valueAt(d, 'data.lastUpdateTimeUtc'),
      valueAt(d, 'data.payments'),
    ]);
  ensure(pick(before) === pick(after), 'GW-ERR-2', 'the stored job changed after a refused request');
}
