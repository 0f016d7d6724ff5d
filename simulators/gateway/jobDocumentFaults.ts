/**
 * Faults that bend a rendered payment job response at one field each, applied
 * after renderPaymentJob built the correct document (only when a fault is on,
 * so the fault-free render stays as it is). Each mirrors a bug a gateway
 * release could ship: a serialiser writing empty collections as null, a link
 * builder moved to a versioned base, a field dropped from one code path.
 */
import type { GatewayPaymentJobResponse } from '../../generated/types/gateway/payment-job-response.js';
import type { FaultSet } from './faults.js';
import type { JobRecord } from './model.js';

type Loose = Record<string, unknown>;

export function bendJobDocument(
  doc: GatewayPaymentJobResponse,
  job: JobRecord,
  f: FaultSet,
): GatewayPaymentJobResponse {
  const data = doc.data as unknown as Loose;
  const links = doc.links as unknown as Record<string, Loose | undefined>;
  const payments = doc.data.payments as unknown as Loose[];
  if (f.has('order-history-null')) data.orderHistory = null;
  if (f.has('type-lowercase')) data.type = 'payment';
  if (f.has('configuration-id-upper-case')) data.configurationId = job.configurationId.toUpperCase();
  if (f.has('order-lines-null')) (data.order as Loose).orderLines = null;
  if (f.has('time-zone-offset')) data.timeZone = '+01:00';
  if (f.has('job-attributes-null')) data.attributes = null;
  if (f.has('flag-not-boolean')) (data.flags as Loose).direct = 'true';
  if (f.has('no-due-date')) delete data.dueDateTimeUtc;
  if (f.has('payment-refunds-null')) {
    for (const p of payments) {
      p.refunds = null;
      p.captures = null;
    }
  }
  if (f.has('acquiring-details-no-reason') && job.outcome === undefined) {
    for (const p of payments) {
      const attrs = p.attributes as Loose;
      const details = JSON.parse(String(attrs.serviceAcquiringDetails)) as Loose;
      delete details.ThreeDSecureVersionReason;
      attrs.serviceAcquiringDetails = JSON.stringify(details);
    }
  }
  if (f.has('documentation-link-json') && links.documentation !== undefined)
    links.documentation.type = 'application/json';
  if (f.has('links-versioned') && typeof links.data?.url === 'string')
    links.data.url = links.data.url.replace('/api/gateway/', '/api/v1/gateway/');
  if (f.has('action-link-wrong-reference') && typeof links.action?.url === 'string')
    links.action.url = links.action.url.replace(job.paymentReference, job.reference);
  return doc;
}
