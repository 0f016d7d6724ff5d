/**
 * Fields the spec does not list, as real gateways send many: on the payment
 * job, each payment, the flags and the links, and on the tokenisation answer.
 */
import { isJsonObject } from '../../../../lib/support/json/isJsonObject.js';
import { inDocument, type JsonDocument, type PersonalityChoice } from '../../variation.js';

function document(doc: JsonDocument, _ctx: unknown, status: number): void {
  if (status >= 400 || !isJsonObject(doc.data)) return;
  const data = doc.data;
  if (Array.isArray(data.payments)) {
    Object.assign(data, {
      merchantReference: null,
      customer: { email: null, name: null },
      billingAddress: null,
      shippingAddress: null,
      metadata: {},
      channel: 'Ecommerce',
      version: 3,
    });
    if (isJsonObject(data.flags)) Object.assign(data.flags, { isTest: true, isRecurring: false });
    for (const p of data.payments) {
      if (!isJsonObject(p)) continue;
      Object.assign(p, { processorName: 'simulated-acquirer', isRetry: false, fees: [] });
    }
    if (isJsonObject(doc.links) && isJsonObject(doc.links.data)) doc.links.self = { ...doc.links.data };
    return;
  }
  if (typeof data.token === 'string') {
    Object.assign(data, { tokenType: 'Card', isReusable: true, createdBy: 'api' });
  }
}

export const undocumentedFields: PersonalityChoice = {
  name: 'undocumented-fields',
  allowedBy:
    'A. Payment job response: "flags | object of boolean | seen: `generateToken` (when the option was requested), `direct`, `createdOnMapi` (after payment)" (what was seen, not a closed list); the response tables never say other fields are absent.',
  change:
    'job answers carry merchantReference, customer, billingAddress, shippingAddress, metadata, channel, version, flags isTest and isRecurring, per payment processorName, isRetry and fees, and links.self; tokenisation answers carry tokenType, isReusable and createdBy',
  after: inDocument(document),
};
