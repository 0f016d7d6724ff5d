/**
 * The one reader of document fields for the gateway checks. An answer is
 * untrusted: reading never throws a TypeError, and a missing or mistyped
 * field is a Deviation whose evidence names the field, what was expected and
 * what was there.
 */
import { holds } from '../deviation.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

export type Fields = Record<string, unknown>;

/** The value at a dotted path (`data.payments.0.status`), or undefined. */
export function valueAt(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Fields)[key];
  }
  return cur;
}

/** A short printable form of a value for messages and evidence. */
export function shown(v: unknown): string {
  if (v === undefined) return 'nothing';
  const text = JSON.stringify(v) ?? typeof v;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function objectAt(doc: unknown, path: string): Fields {
  const v = valueAt(doc, path);
  holds(isJsonObject(v), `${path} is ${shown(v)}, not an object`, {
    field: path,
    expected: 'an object',
    actual: v,
  });
  return v;
}

export function arrayAt(doc: unknown, path: string): unknown[] {
  const v = valueAt(doc, path);
  holds(Array.isArray(v), `${path} is ${shown(v)}, not an array`, {
    field: path,
    expected: 'an array',
    actual: v,
  });
  return v;
}

export function stringAt(doc: unknown, path: string): string {
  const v = valueAt(doc, path);
  holds(typeof v === 'string', `${path} is ${shown(v)}, not a string`, {
    field: path,
    expected: 'a string',
    actual: v,
  });
  return v;
}

/** The value at `path` equals `want` (the value sent, a constant of the spec). */
export function equalsAt(doc: unknown, path: string, want: unknown, why = ''): void {
  const v = valueAt(doc, path);
  holds(v === want, `${path} is ${shown(v)}, not ${shown(want)}${why === '' ? '' : ` ${why}`}`, {
    field: path,
    expected: want,
    actual: v,
  });
}

/** The payments of a payment job response: an array holding at least one. */
export function paymentsOf(doc: unknown): unknown[] {
  const payments = arrayAt(doc, 'data.payments');
  holds(payments.length > 0, 'data.payments is empty', {
    field: 'data.payments',
    expected: 'a payment',
    actual: [],
  });
  return payments;
}

/** The first payment of a payment job response (A. Payment job response: data.payments). */
export function firstPayment(doc: unknown): Fields {
  paymentsOf(doc);
  return objectAt(doc, 'data.payments.0');
}
