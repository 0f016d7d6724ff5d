/**
 * The shopper's return (A. payment attributes: returnUrlSuccess,
 * returnUrlFailed, returnUrlCancelled; Events A): each return URL's query
 * "carries the payment job reference, payment reference and order number".
 * The spec does not name the parameters (the field notes say paymentjobref,
 * paymentref, ordernumber), so the values are looked for under any name.
 */
import { holds } from '../deviation.js';
import { firstPayment, objectAt, stringAt } from './fields.js';

/** Where the shopper's browser landed: which of the suite's return URLs, with what query. */
export interface Landing {
  readonly kind: 'success' | 'failed' | 'cancelled';
  readonly query: URLSearchParams;
}

interface JobIdentity {
  readonly jobReference: string;
  readonly paymentReference: string;
  readonly orderNumber: string;
}

function jobIdentity(doc: unknown): JobIdentity {
  return {
    jobReference: stringAt(doc, 'data.reference'),
    paymentReference: stringAt(firstPayment(doc), 'reference'),
    orderNumber: stringAt(doc, 'data.order.orderNumber'),
  };
}

/** An absolute URL, or a Deviation naming `field`. */
export function urlAt(value: unknown, field: string): URL {
  holds(typeof value === 'string' && URL.canParse(value), `${field} is not an absolute URL`, {
    field,
    expected: 'an absolute URL',
    actual: value,
  });
  return new URL(value);
}

function carriesJob(query: URLSearchParams, doc: unknown, where: string): void {
  const values = new Set<string>();
  query.forEach((v) => values.add(v));
  const want = jobIdentity(doc);
  const missing = (Object.entries(want) as [string, string][])
    .filter(([, v]) => !values.has(v))
    .map(([k]) => k);
  holds(missing.length === 0, `${where} lacks ${missing.join(', ')} in its query`, {
    field: where,
    expected: Object.values(want),
    actual: [...values],
  });
}

const attributesPath = 'data.payments.0.attributes';

/** returnUrlSuccess and returnUrlFailed carry the job, payment and order in their query. */
export function checkReturnUrlsCarryJob(doc: unknown): void {
  const attrs = objectAt(doc, attributesPath);
  for (const key of ['returnUrlSuccess', 'returnUrlFailed']) {
    const field = `${attributesPath}.${key}`;
    carriesJob(urlAt(attrs[key], field).searchParams, doc, field);
  }
}

/** returnUrlCancelled: "same query shape plus a status parameter for cancellation" (any name with "status"). */
export function checkCancelledUrlCarriesStatus(doc: unknown): void {
  const field = `${attributesPath}.returnUrlCancelled`;
  const url = urlAt(objectAt(doc, attributesPath).returnUrlCancelled, field);
  carriesJob(url.searchParams, doc, field);
  const names = [...url.searchParams.keys()];
  holds(
    names.some((k) => /status/i.test(k)),
    `${field} has no status parameter`,
    {
      field,
      expected: 'a status parameter',
      actual: names,
    },
  );
}

/**
 * "The shopper is returned to the merchant through the return URLs held in
 * the payment attributes": the browser reached one of `wanted`, and its query
 * carries the job, payment and order.
 */
export function checkLandedOn(
  landing: Landing | undefined,
  doc: unknown,
  ...wanted: Landing['kind'][]
): void {
  const want = wanted.join(' or ');
  holds(landing !== undefined, `the browser never reached a return URL (wanted ${want})`, {
    expected: want,
    actual: 'no landing',
  });
  holds(wanted.includes(landing.kind), `the browser landed on the ${landing.kind} return URL, not ${want}`, {
    expected: want,
    actual: landing.kind,
  });
  carriesJob(landing.query, doc, `the ${landing.kind} landing`);
}

/** The cancelled landing carries a status parameter (returnUrlCancelled: "plus a status parameter"). */
export function checkCancelledLandingCarriesStatus(landing: Landing | undefined): void {
  const names = landing === undefined ? [] : [...landing.query.keys()];
  holds(
    names.some((k) => /status/i.test(k)),
    'the cancelled landing carries no status parameter',
    {
      expected: 'a status parameter',
      actual: names,
    },
  );
}
