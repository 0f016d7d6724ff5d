/**
 * Other key names for the initial content of serviceAcquiringDetails. The
 * spec names the keys added after processing, but not the two it holds from
 * the start.
 */
import { inDocument, type JsonDocument, type PersonalityChoice } from '../../variation.js';

const renamed: Readonly<Record<string, string>> = {
  ThreeDSecureVersion: 'threeDsProtocolVersion',
  ThreeDSecureVersionReason: 'threeDsVersionSelection',
};

function rename(details: string): string {
  let doc: unknown;
  try {
    doc = JSON.parse(details);
  } catch {
    return details;
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return details;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) out[renamed[k] ?? k] = v;
  return JSON.stringify(out);
}

function document(doc: JsonDocument): void {
  const payments = (doc.data as { payments?: unknown } | null | undefined)?.payments;
  if (!Array.isArray(payments)) return;
  for (const p of payments as { attributes?: Record<string, unknown> }[]) {
    const d = p.attributes?.serviceAcquiringDetails;
    if (typeof d === 'string' && p.attributes !== undefined) p.attributes.serviceAcquiringDetails = rename(d);
  }
}

export const acquiringDetailKeys: PersonalityChoice = {
  name: 'acquiring-detail-keys',
  allowedBy:
    'A. payment attributes, serviceAcquiringDetails: "Initially it holds the 3-D Secure version and the reason for that version." (no key names).',
  change:
    'the initial keys are threeDsProtocolVersion and threeDsVersionSelection instead of ThreeDSecureVersion and ThreeDSecureVersionReason',
  after: inDocument(document),
};
