/**
 * Faults that bend a finished payment job answer at one field each (each
 * mirrors a bug a gateway release could ship: a serialiser writing empty
 * collections as null, a link builder moved to a versioned base, a field
 * dropped from one code path), each declared here with the requirement it
 * breaks and its hooks; applied after the reference renderer wrote the
 * correct answer. The return URL faults also bend the 3-D Secure form's
 * redirect, which carries the same URLs.
 */
import { hookedFault, inDocument, type VariationHooks } from '../variation.js';
import {
  attributesOf,
  jobData,
  jobLinks,
  jobPayments,
  pathOf,
  stepsOf,
  type Loose,
} from './documentParts.js';

const threeDsPost = /^\/gateway\/3ds\/\d+$/;

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

/** The link `name` of a job answer declared with another media type. */
function linkType(name: string, type: string): VariationHooks {
  return onJob((_d, _p, links) => {
    const link = links[name];
    if (link !== undefined) link.type = type;
  });
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

/** Changes the Location of the 3-D Secure form's redirect. */
function onRedirect(change: (location: string) => string): VariationHooks {
  return {
    bytes: (a, ctx) => {
      const location = a.headers.location;
      if (ctx.method !== 'POST' || !threeDsPost.test(pathOf(ctx.url)) || typeof location !== 'string')
        return a;
      return { ...a, headers: { ...a.headers, location: change(location) } };
    },
  };
}

/** The same decimal value in another form than the request's two fraction digits. */
const threeFractionDigits = (v: unknown): unknown => (typeof v === 'string' ? Number(v).toFixed(3) : v);
/** "99.05" as minor units, "9905": another amount read as the decimal the request sent. */
const minorUnits = (v: unknown): unknown => (typeof v === 'string' ? String(Math.round(Number(v) * 100)) : v);

/** Every amountToCollect of a job answer (the job's, each payment's, each step's) in another `form`. */
function onAmounts(form: (v: unknown) => unknown): VariationHooks {
  return onJob((data, payments) => {
    data.amountToCollect = form(data.amountToCollect);
    for (const p of payments) {
      p.amountToCollect = form(p.amountToCollect);
      for (const s of stepsOf(p)) s.amountToCollect = form(s.amountToCollect);
    }
  });
}

export const jobDocumentFaults = [
  hookedFault(
    'order-history-null',
    'GW-JOB-2',
    'data.orderHistory is null instead of an empty array',
    onJob((data) => {
      data.orderHistory = null;
    }),
  ),
  hookedFault(
    'type-lowercase',
    'GW-JOB-3',
    'data.type is payment, not Payment',
    onJob((data) => {
      data.type = 'payment';
    }),
  ),
  hookedFault(
    'configuration-id-upper-case',
    'GW-JOB-7',
    'data.configurationId is echoed in upper case',
    onJob((data) => {
      if (typeof data.configurationId === 'string') data.configurationId = data.configurationId.toUpperCase();
    }),
  ),
  hookedFault(
    'order-lines-null',
    'GW-JOB-8',
    'data.order.orderLines is null instead of an array',
    onJob((data) => {
      if (typeof data.order === 'object' && data.order !== null) (data.order as Loose).orderLines = null;
    }),
  ),
  hookedFault(
    'time-zone-offset',
    'GW-JOB-9',
    'data.timeZone is a UTC offset (+01:00), not an IANA zone name',
    onJob((data) => {
      data.timeZone = '+01:00';
    }),
  ),
  hookedFault(
    'job-attributes-null',
    'GW-JOB-11',
    'data.attributes is null instead of an object',
    onJob((data) => {
      data.attributes = null;
    }),
  ),
  hookedFault(
    'no-due-date',
    'GW-JOB-12',
    'the job has no dueDateTimeUtc',
    onJob((data) => {
      delete data.dueDateTimeUtc;
    }),
  ),
  hookedFault(
    'payment-refunds-null',
    'GW-JOB-19',
    'a payment has refunds and captures null instead of arrays',
    onJob((_data, payments) => {
      for (const p of payments) {
        p.refunds = null;
        p.captures = null;
      }
    }),
  ),
  // Only the initial details (nothing processed yet: no AuthenticationStatus) lose the reason.
  hookedFault(
    'acquiring-details-no-reason',
    'GW-JOB-15',
    'the initial serviceAcquiringDetails lack ThreeDSecureVersionReason (added only on processing)',
    onJob((_data, payments) => {
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
  ),
  hookedFault(
    'documentation-link-json',
    'GW-JOB-18',
    'links.documentation has type application/json',
    linkType('documentation', 'application/json'),
  ),
  hookedFault(
    'links-versioned',
    'GW-VER-1',
    'links point to /api/v1/gateway/... (served as an alias) instead of the unversioned paths',
    {
      ...onJob((_d, _p, links) => {
        if (typeof links.data?.url === 'string')
          links.data.url = links.data.url.replace('/api/gateway/', '/api/v1/gateway/');
      }),
      // The versioned alias its links point to is served too.
      inbound: (url) =>
        url.startsWith('/api/v1/gateway/') ? url.replace('/api/v1/gateway/', '/api/gateway/') : url,
    },
  ),
  hookedFault(
    'action-link-wrong-reference',
    'GW-3DS-2',
    'the action link carries the job reference, so the 3-D Secure page answers 404 Payment not found',
    onJob((data, payments, links) => {
      const paymentRef = payments[0]?.reference;
      if (
        typeof links.action?.url === 'string' &&
        typeof paymentRef === 'string' &&
        typeof data.reference === 'string'
      )
        links.action.url = links.action.url.replace(paymentRef, data.reference);
    }),
  ),
  // GW-JOB-26 is an observation (the response table gives amountToCollect no form): the warning fires.
  hookedFault(
    'amount-three-fraction-digits',
    'GW-JOB-26',
    'amountToCollect is answered with three fraction digits (99.050): the same amount in another form',
    onAmounts(threeFractionDigits),
  ),
  hookedFault(
    'amount-in-minor-units',
    'GW-JOB-5',
    'amountToCollect is answered in minor units (9905 for 99.05)',
    onAmounts(minorUnits),
  ),
  // A serialiser that writes the lines as it writes serviceAcquiringDetails: a JSON string.
  hookedFault(
    'order-lines-serialised',
    'GW-JOB-24',
    'a job created with order lines shows data.order.orderLines as a JSON string of them, not an array',
    onJob((data) => {
      const order = data.order as Loose | null | undefined;
      if (Array.isArray(order?.orderLines) && order.orderLines.length > 0)
        order.orderLines = JSON.stringify(order.orderLines);
    }),
  ),
  // GW-JOB-25 is an observation (the elements of orderLines are not shown): the warning fires.
  hookedFault(
    'order-lines-dropped',
    'GW-JOB-25',
    'data.order.orderLines is always empty',
    onJob((data) => {
      if (typeof data.order === 'object' && data.order !== null) (data.order as Loose).orderLines = [];
    }),
  ),
  hookedFault(
    'timestamps-without-fraction',
    'GW-JOB-6',
    'createDateTimeUtc has no fractional seconds',
    onJob((data) => {
      if (typeof data.createDateTimeUtc === 'string')
        data.createDateTimeUtc = data.createDateTimeUtc.replace(/\.\d+Z$/, 'Z');
    }),
  ),
  // The request's spelling of the spec's request form ("request form uses `creditcard`").
  hookedFault(
    'payment-method-echo',
    'GW-JOB-4',
    'responses echo the request spelling (creditcard) instead of Card',
    onJob((data) => {
      data.paymentMethodsToUse = ['creditcard'];
    }),
  ),
  // GW-JOB-23 is an observation (the flags are "seen"): this fault shows its warning fires.
  hookedFault(
    'no-generate-token-flag',
    'GW-JOB-23',
    'flags lack generateToken although GenerateToken was requested',
    onJob((data) => {
      if (typeof data.flags === 'object' && data.flags !== null) delete (data.flags as Loose).generateToken;
    }),
  ),
  hookedFault(
    'flag-not-boolean',
    'GW-JOB-10',
    'data.flags.direct is the string "true", not a boolean',
    onJob((data) => {
      if (typeof data.flags === 'object' && data.flags !== null) (data.flags as Loose).direct = 'true';
    }),
  ),
  hookedFault(
    'data-link-wrong-type',
    'GW-JOB-16',
    'the data link has type text/html',
    linkType('data', 'text/html'),
  ),
  // GW-3DS-2 states the same link ("An action link to the 3-D Secure page is returned", Endpoints A
  // rule 3) besides the links table's action row (GW-JOB-17): without it, both rules break.
  hookedFault(
    'missing-action-link',
    'GW-JOB-17',
    'the response has no action link',
    onJob((_d, _p, links) => {
      delete links.action;
    }),
    ['GW-3DS-2'],
  ),
  hookedFault(
    'no-start-step',
    'GW-3DS-1',
    'a new payment has no Start step',
    onJob((_d, payments) => {
      for (const p of payments) p.steps = stepsOf(p).filter((s) => s.action !== 'Start');
    }),
  ),
  hookedFault(
    'paid-without-process-step',
    'GW-3DS-4',
    'a paid payment has no Process step',
    onJob((_d, payments) => {
      for (const p of payments) {
        if (p.status === 'Paid') p.steps = stepsOf(p).filter((s) => s.action !== 'Process');
      }
    }),
  ),
  // The data table says "present once paid" of both fields, so the payment job response that
  // GW-GET-1 retrieves ("the payment job response of that job") fails its schema too.
  hookedFault(
    'paid-without-paid-amount',
    'GW-3DS-5',
    'a paid job lacks paidAmount and amountCollected',
    onJob((data, payments) => {
      delete data.paidAmount;
      delete data.amountCollected;
      for (const p of payments) delete p.paidAmount;
    }),
    ['GW-GET-1'],
  ),
  hookedFault(
    'no-processing-attributes',
    'GW-3DS-6',
    'a processed payment lacks originatingIpAddress, originHeader and the transaction id',
    onJob((_d, payments) => {
      for (const p of payments) {
        const attrs = attributesOf(p);
        delete attrs.originatingIpAddress;
        delete attrs.originHeader;
        delete attrs.paymentMethodTransactionId;
      }
    }),
  ),
  hookedFault(
    'no-token-after-3ds',
    'GW-TKN-2',
    'a requested token never appears on the paid job',
    onJob((data, payments) => {
      if (data.paymentStatus === 'Pending') return;
      for (const p of payments) delete attributesOf(p).token;
    }),
  ),
  // The success and failed URLs only (GW-JOB-13's fields): the cancelled one keeps its query and
  // status, else GW-JOB-14 ("same query shape plus a status parameter") would break too.
  // As in the job document: the cancelled redirect keeps its query (GW-JOB-14 is another rule).
  hookedFault(
    'return-url-missing-query',
    'GW-JOB-13',
    'the success and failed return URLs carry no paymentjobref/paymentref/ordernumber',
    {
      ...onJob((_d, payments) =>
        eachReturnUrl(payments, (key, url) => (key === 'returnUrlCancelled' ? url : withoutReturnQuery(url))),
      ),
      ...onRedirect((l) => (/[?&]status=cancelled/.test(l) ? l : withoutReturnQuery(l))),
    },
  ),
  hookedFault(
    'cancelled-without-status',
    'GW-JOB-14',
    'the cancelled return URL lacks its status parameter',
    {
      ...onJob((_d, payments) =>
        eachReturnUrl(payments, (key, url) =>
          key === 'returnUrlCancelled' ? url.replace(/[?&]status=cancelled/, '') : url,
        ),
      ),
      ...onRedirect((l) => l.replace(/[?&]status=cancelled/, '')),
    },
  ),
];
