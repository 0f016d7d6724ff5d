/** GW-JOB-6 (A. Payment job response: createDateTimeUtc): ISO 8601 UTC with fractional seconds. */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

const isoUtcFractional = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,9}(Z|[+-]00:00)$/;

export function checkCreateTimestamp(doc: unknown): void {
  const id = 'GW-JOB-6';
  const t = stringAt(doc, 'data.createDateTimeUtc', id);
  ensure(
    isoUtcFractional.test(t),
    id,
    `data.createDateTimeUtc "${t}" is not ISO 8601 UTC with fractional seconds`,
  );
  ensure(!Number.isNaN(Date.parse(t)), id, `data.createDateTimeUtc "${t}" is not a real instant`);
}
