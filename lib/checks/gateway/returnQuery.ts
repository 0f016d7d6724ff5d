/**
 * The query a return URL must carry (A. payment attributes): the payment job
 * reference, the payment reference and the order number. The spec does not
 * name the parameters (the field notes say paymentjobref, paymentref,
 * ordernumber), so values are matched whatever their parameter names.
 */
import { CheckFailure, ensure } from '../checkFailure.js';

export interface ReturnQueryWant {
  readonly jobReference: string;
  readonly paymentReference: string;
  readonly orderNumber: string;
}

/** Throws for `id` unless the query of `url` carries the three values. */
export function ensureReturnQuery(
  query: URLSearchParams,
  want: ReturnQueryWant,
  id: string,
  where: string,
): void {
  const values: string[] = [];
  query.forEach((v) => values.push(v));
  const missing = (Object.entries(want) as [string, string][])
    .filter(([, v]) => !values.includes(v))
    .map(([k]) => k);
  ensure(missing.length === 0, id, `${where} lacks ${missing.join(', ')} in its query`);
}

export function parseUrl(text: unknown, id: string, where: string): URL {
  ensure(typeof text === 'string', id, `${where} is not a string`);
  try {
    return new URL(text);
  } catch {
    throw new CheckFailure(id, `${where} is not an absolute URL`);
  }
}
