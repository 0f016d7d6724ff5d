/** Parses serviceAcquiringDetails, a JSON object serialised into a string (A. payment attributes). */
import { ensure } from '../checkFailure.js';
import { firstPayment, objectAt } from './docPath.js';

export function acquiringDetails(doc: unknown, id: string): Record<string, unknown> {
  const attrs = objectAt(firstPayment(doc, id), 'attributes', id);
  const text = attrs.serviceAcquiringDetails;
  ensure(typeof text === 'string', id, 'attributes.serviceAcquiringDetails is not a string');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  ensure(
    parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed),
    id,
    'attributes.serviceAcquiringDetails is not a serialised JSON object',
  );
  return parsed as Record<string, unknown>;
}
