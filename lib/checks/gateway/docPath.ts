/**
 * Safe reading of an untrusted answer: a check never crashes with a
 * TypeError on a broken document; a missing or mistyped field is a
 * CheckFailure of the requirement being checked.
 */
import { ensure } from '../checkFailure.js';

/** The value at a dotted path (`data.payments.0.status`), or undefined. */
export function valueAt(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const key of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

export function objectAt(doc: unknown, path: string, id: string): Record<string, unknown> {
  const v = valueAt(doc, path);
  ensure(v !== null && typeof v === 'object' && !Array.isArray(v), id, `${path} is not an object`);
  return v as Record<string, unknown>;
}

export function arrayAt(doc: unknown, path: string, id: string): unknown[] {
  const v = valueAt(doc, path);
  ensure(Array.isArray(v), id, `${path} is not an array`);
  return v;
}

export function stringAt(doc: unknown, path: string, id: string): string {
  const v = valueAt(doc, path);
  ensure(
    typeof v === 'string',
    id,
    `${path} is not a string (got ${v === undefined ? 'nothing' : typeof v})`,
  );
  return v;
}

/** The first payment of a payment job response (spec A. data.payments). */
export function firstPayment(doc: unknown, id: string): Record<string, unknown> {
  const payments = arrayAt(doc, 'data.payments', id);
  ensure(payments.length > 0, id, 'data.payments is empty');
  return objectAt(payments, '0', id);
}
