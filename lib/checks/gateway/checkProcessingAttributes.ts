/**
 * GW-3DS-6 (A. payment attributes): after processing the payment carries
 * originatingIpAddress, originHeader, paymentMethodTransactionId and the
 * acquiring details with every field of the processed list; its
 * TruncatedCardNumber follows the truncation rule of the card paid with.
 */
import { ensure } from '../checkFailure.js';
import { acquiringDetails } from './acquiringDetails.js';
import { checkSchema } from './checkSchema.js';
import { firstPayment, objectAt } from './docPath.js';

export function checkProcessingAttributes(doc: unknown, cardNumber?: string): void {
  const id = 'GW-3DS-6';
  const attrs = objectAt(firstPayment(doc, id), 'attributes', id);
  for (const f of ['originatingIpAddress', 'originHeader', 'paymentMethodTransactionId']) {
    ensure(typeof attrs[f] === 'string', id, `attributes.${f} is absent after processing`);
  }
  ensure(
    /^[0-9A-Fa-f.:]+(\s*,\s*[0-9A-Fa-f.:]+)*$/.test(String(attrs.originatingIpAddress)),
    id,
    'attributes.originatingIpAddress is not a comma-separated address list',
  );
  const details = acquiringDetails(doc, id);
  checkSchema('gateway/service-acquiring-details-processed', details, id);
  if (cardNumber !== undefined) {
    const t = String(details.TruncatedCardNumber);
    ensure(
      t.startsWith(cardNumber.slice(0, 6)) && t.endsWith(cardNumber.slice(-4)),
      id,
      'acquiring TruncatedCardNumber is not the card paid with',
    );
  }
}
