/** GW-JOB-8 (A. Payment job response: order): orderNumber sent, createDateTimeUtc, orderLines array. */
import { ensure } from '../checkFailure.js';
import { objectAt } from './docPath.js';

export function checkOrder(doc: unknown, orderNumber: string): void {
  const id = 'GW-JOB-8';
  const order = objectAt(doc, 'data.order', id);
  ensure(
    order.orderNumber === orderNumber,
    id,
    `data.order.orderNumber ${JSON.stringify(order.orderNumber)} differs from the ${orderNumber} sent`,
  );
  ensure(
    typeof order.createDateTimeUtc === 'string' && !Number.isNaN(Date.parse(order.createDateTimeUtc)),
    id,
    'data.order.createDateTimeUtc is not a timestamp',
  );
  ensure(Array.isArray(order.orderLines), id, 'data.order.orderLines is not an array');
}
