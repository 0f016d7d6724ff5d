/**
 * GW-JOB-12 (A. Payment job response; Limits, rule 3): expirationDateTimeUtc
 * and dueDateTimeUtc are timestamps, not before creation. The intervals are
 * not a contract, so no length is checked.
 */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

export function checkJobDates(doc: unknown): void {
  const id = 'GW-JOB-12';
  const created = Date.parse(stringAt(doc, 'data.createDateTimeUtc', id));
  for (const f of ['expirationDateTimeUtc', 'dueDateTimeUtc', 'lastUpdateTimeUtc', 'lastProcessedTimeUtc']) {
    const t = Date.parse(stringAt(doc, `data.${f}`, id));
    ensure(!Number.isNaN(t), id, `data.${f} is not a timestamp`);
    if (f === 'expirationDateTimeUtc' || f === 'dueDateTimeUtc') {
      ensure(Number.isNaN(created) || t >= created, id, `data.${f} lies before createDateTimeUtc`);
    }
  }
}
