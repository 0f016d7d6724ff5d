/**
 * The payment's processing attributes (A. payment attributes):
 * serviceAcquiringDetails, "a serialised JSON object", which "Initially ...
 * holds the 3-D Secure version and the reason for that version" (under key
 * names the spec does not give) and "After processing ... also holds" twelve
 * named keys; and originatingIpAddress, originHeader and
 * paymentMethodTransactionId, "present after processing".
 */
import { isIP } from 'node:net';
import { holds } from '../deviation.js';
import { checkMatchesSchema } from './answers.js';
import { firstPayment, objectAt, type Fields } from './fields.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

const field = 'data.payments.0.attributes.serviceAcquiringDetails';

/** The parsed serviceAcquiringDetails of the first payment. */
export function checkAcquiringDetails(doc: unknown): Fields {
  const text = objectAt(firstPayment(doc), 'attributes').serviceAcquiringDetails;
  let parsed: unknown;
  try {
    parsed = typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  holds(isJsonObject(parsed), `${field} is not a serialised JSON object`, {
    field,
    expected: 'a JSON object in a string',
    actual: typeof text === 'string' ? `${text.length} characters, not a JSON object` : text,
  });
  return parsed;
}

/** The values of an object and its nested objects and arrays that say something (not null, not blank). */
function filledLeaves(v: unknown, depth = 0): unknown[] {
  if (depth > 8) return [];
  if (Array.isArray(v)) return v.flatMap((x) => filledLeaves(x, depth + 1));
  if (isJsonObject(v)) return Object.values(v).flatMap((x) => filledLeaves(x, depth + 1));
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return [];
  return [v];
}

/**
 * Initially: a JSON object holding the version and the reason for it. With no
 * key names given, what can be held is that two values are there.
 */
export function checkInitialAcquiringDetails(doc: unknown): void {
  const details = checkAcquiringDetails(doc);
  const filled = filledLeaves(details);
  holds(
    filled.length >= 2,
    `${field} holds ${filled.length} value(s), not a 3-D Secure version and its reason`,
    {
      field,
      expected: 'a version and a reason',
      actual: Object.keys(details),
    },
  );
}

/** "comma-separated addresses": IPv4 or IPv6, with an IPv6 zone, brackets or a port tolerated. */
function isAddress(text: string): boolean {
  const bare = text
    .trim()
    .replace(/^\[(.*)\](:\d+)?$/, '$1')
    .replace(/%[\w.~-]+$/, '');
  return isIP(bare) !== 0 || /^(\d{1,3}\.){3}\d{1,3}:\d+$/.test(bare);
}

/**
 * After processing: originatingIpAddress (comma-separated addresses),
 * originHeader, paymentMethodTransactionId, and the twelve acquiring keys.
 * The TruncatedCardNumber there has no format in the spec, but a truncated
 * number is never the whole card number paid with.
 */
export function checkProcessingAttributes(doc: unknown, cardNumber?: string): void {
  const attrs = objectAt(firstPayment(doc), 'attributes');
  for (const f of ['originatingIpAddress', 'originHeader', 'paymentMethodTransactionId'])
    holds(typeof attrs[f] === 'string', `attributes.${f} is absent after processing`, {
      field: `data.payments.0.attributes.${f}`,
      expected: 'a string',
      actual: attrs[f],
    });
  const addresses = String(attrs.originatingIpAddress).split(',');
  holds(addresses.every(isAddress), 'attributes.originatingIpAddress is not a comma-separated address list', {
    field: 'data.payments.0.attributes.originatingIpAddress',
    expected: 'e.g. 203.0.113.7, 10.0.0.12',
    actual: attrs.originatingIpAddress,
  });
  const details = checkAcquiringDetails(doc);
  checkMatchesSchema('gateway/service-acquiring-details-processed', details);
  if (cardNumber !== undefined) {
    const t = details.TruncatedCardNumber;
    holds(
      typeof t !== 'string' || !t.replace(/\D/g, '').includes(cardNumber),
      'TruncatedCardNumber is the whole card number',
      {
        field: `${field} TruncatedCardNumber`,
        expected: 'a truncated card number',
        actual: 'the whole card number',
      },
    );
  }
}
