/**
 * Faults that bend a finished payment job answer at one field each (each
 * mirrors a bug a gateway release could ship: a serialiser writing empty
 * collections as null, a link builder moved to a versioned base, a field
 * dropped from one code path). Keyed by fault name (faults.ts lists each with
 * the requirement it breaks); applied by variations/ after the reference
 * renderer wrote the correct answer.
 */
import type { GatewayFaultName } from '../faults.js';
import { inDocument, type VariationHooks } from '../variation.js';
import { attributesOf, jobData, jobLinks, jobPayments, stepsOf, type Loose } from './documentParts.js';

/** A change to a job answer's data, payments and links; the answer's other documents pass unchanged. */
function onJob(
  change: (data: Loose, payments: Loose[], links: Record<string, Loose | undefined>) => void,
): VariationHooks {
  return {
    after: inDocument((doc) => {
      const data = jobData(doc);
      if (data !== undefined) change(data, jobPayments(doc), jobLinks(doc) ?? {});
    }),
  };
}

const returnQueryKeys = ['paymentjobref', 'paymentref', 'ordernumber', 'status'];

/** The return URL without the query the gateway adds (the merchant's own query stays). */
export function withoutReturnQuery(url: string): string {
  const u = new URL(url);
  for (const k of returnQueryKeys) u.searchParams.delete(k);
  return u.toString();
}

function eachReturnUrl(payments: Loose[], change: (key: string, url: string) => string): void {
  for (const p of payments) {
    const attrs = attributesOf(p);
    for (const key of ['returnUrlSuccess', 'returnUrlFailed', 'returnUrlCancelled']) {
      const v = attrs[key];
      if (typeof v === 'string') attrs[key] = change(key, v);
    }
  }
}

/** The same decimal value in another form than the request's two fraction digits. */
const threeFractionDigits = (v: unknown): unknown => (typeof v === 'string' ? Number(v).toFixed(3) : v);
/** "99.05" as minor units, "9905": another amount read as the decimal the request sent. */
const minorUnits = (v: unknown): unknown => (typeof v === 'string' ? String(Math.round(Number(v) * 100)) : v);

export const jobDocumentFaults: Partial<Record<GatewayFaultName, VariationHooks>> = {
  'order-history-null': onJob((data) => {
    data.orderHistory = null;
  }),
  'type-lowercase': onJob((data) => {
    data.type = 'payment';
  }),
  'configuration-id-upper-case': onJob((data) => {
    if (typeof data.configurationId === 'string') data.configurationId = data.configurationId.toUpperCase();
  }),
  'order-lines-null': onJob((data) => {
    if (typeof data.order === 'object' && data.order !== null) (data.order as Loose).orderLines = null;
  }),
  'time-zone-offset': onJob((data) => {
    data.timeZone = '+01:00';
  }),
  'job-attributes-null': onJob((data) => {
    data.attributes = null;
  }),
  'no-due-date': onJob((data) => {
    delete data.dueDateTimeUtc;
  }),
  'payment-refunds-null': onJob((_data, payments) => {
    for (const p of payments) {
      p.refunds = null;
      p.captures = null;
    }
  }),
  // Only the initial details (nothing processed yet: no AuthenticationStatus) lose the reason.
  'acquiring-details-no-reason': onJob((_data, payments) => {
    for (const p of payments) {
      const attrs = attributesOf(p);
      const text = attrs.serviceAcquiringDetails;
      if (typeof text !== 'string') continue;
      const details = JSON.parse(text) as Loose;
      if ('AuthenticationStatus' in details) continue;
      delete details.ThreeDSecureVersionReason;
      attrs.serviceAcquiringDetails = JSON.stringify(details);
    }
  }),
  'documentation-link-json': onJob((_d, _p, links) => {
    if (links.documentation !== undefined) links.documentation.type = 'application/json';
  }),
  'links-versioned': {
    ...onJob((_d, _p, links) => {
      if (typeof links.data?.url === 'string')
        links.data.url = links.data.url.replace('/api/gateway/', '/api/v1/gateway/');
    }),
    // The versioned alias its links point to is served too.
    inbound: (url) =>
      url.startsWith('/api/v1/gateway/') ? url.replace('/api/v1/gateway/', '/api/gateway/') : url,
  },
  'action-link-wrong-reference': onJob((data, payments, links) => {
    const paymentRef = payments[0]?.reference;
    if (
      typeof links.action?.url === 'string' &&
      typeof paymentRef === 'string' &&
      typeof data.reference === 'string'
    )
      links.action.url = links.action.url.replace(paymentRef, data.reference);
  }),
  'amount-three-fraction-digits': onJob((data, payments) => {
    data.amountToCollect = threeFractionDigits(data.amountToCollect);
    for (const p of payments) {
      p.amountToCollect = threeFractionDigits(p.amountToCollect);
      for (const s of stepsOf(p)) s.amountToCollect = threeFractionDigits(s.amountToCollect);
    }
  }),
  'amount-in-minor-units': onJob((data, payments) => {
    data.amountToCollect = minorUnits(data.amountToCollect);
    for (const p of payments) {
      p.amountToCollect = minorUnits(p.amountToCollect);
      for (const s of stepsOf(p)) s.amountToCollect = minorUnits(s.amountToCollect);
    }
  }),
  // A serialiser that writes the lines as it writes serviceAcquiringDetails: a JSON string.
  'order-lines-serialised': onJob((data) => {
    const order = data.order as Loose | null | undefined;
    if (Array.isArray(order?.orderLines) && order.orderLines.length > 0)
      order.orderLines = JSON.stringify(order.orderLines);
  }),
  'order-lines-dropped': onJob((data) => {
    if (typeof data.order === 'object' && data.order !== null) (data.order as Loose).orderLines = [];
  }),
  'timestamps-without-fraction': onJob((data) => {
    if (typeof data.createDateTimeUtc === 'string')
      data.createDateTimeUtc = data.createDateTimeUtc.replace(/\.\d+Z$/, 'Z');
  }),
  // The request's spelling of the spec's request form ("request form uses `creditcard`").
  'payment-method-echo': onJob((data) => {
    data.paymentMethodsToUse = ['creditcard'];
  }),
  'no-generate-token-flag': onJob((data) => {
    if (typeof data.flags === 'object' && data.flags !== null) delete (data.flags as Loose).generateToken;
  }),
  'flag-not-boolean': onJob((data) => {
    if (typeof data.flags === 'object' && data.flags !== null) (data.flags as Loose).direct = 'true';
  }),
  'data-link-wrong-type': onJob((_d, _p, links) => {
    if (links.data !== undefined) links.data.type = 'text/html';
  }),
  'missing-action-link': onJob((_d, _p, links) => {
    delete links.action;
  }),
  'no-start-step': onJob((_d, payments) => {
    for (const p of payments) p.steps = stepsOf(p).filter((s) => s.action !== 'Start');
  }),
  'paid-without-process-step': onJob((_d, payments) => {
    for (const p of payments) {
      if (p.status === 'Paid') p.steps = stepsOf(p).filter((s) => s.action !== 'Process');
    }
  }),
  'paid-without-paid-amount': onJob((data, payments) => {
    delete data.paidAmount;
    delete data.amountCollected;
    for (const p of payments) delete p.paidAmount;
  }),
  'no-processing-attributes': onJob((_d, payments) => {
    for (const p of payments) {
      const attrs = attributesOf(p);
      delete attrs.originatingIpAddress;
      delete attrs.originHeader;
      delete attrs.paymentMethodTransactionId;
    }
  }),
  'no-token-after-3ds': onJob((data, payments) => {
    if (data.paymentStatus === 'Pending') return;
    for (const p of payments) delete attributesOf(p).token;
  }),
  // The success and failed URLs only (GW-JOB-13's fields): the cancelled one keeps its query and
  // status, else GW-JOB-14 ("same query shape plus a status parameter") would break too.
  'return-url-missing-query': onJob((_d, payments) =>
    eachReturnUrl(payments, (key, url) => (key === 'returnUrlCancelled' ? url : withoutReturnQuery(url))),
  ),
  'cancelled-without-status': onJob((_d, payments) =>
    eachReturnUrl(payments, (key, url) =>
      key === 'returnUrlCancelled' ? url.replace(/[?&]status=cancelled/, '') : url,
    ),
  ),
};
