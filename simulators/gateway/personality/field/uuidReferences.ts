/**
 * References in a UUID-like form. The spec gives every reference only as
 * "string"; the store keeps its 18-digit references, and this entry maps them
 * on the way out (every answer: JSON, pages, the Location header) and back on
 * the way in (the job and 3-D Secure paths).
 */
import type { Answer, AnswerContext, PersonalityChoice } from '../../variation.js';

/** 14 fixed hex digits (the 13th is the UUID version, 4) followed by the 18 digits of the reference. */
const head = 'a1f0c3e2b7d54e';
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function toUuid(reference: string): string {
  const h = head + reference;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function fromUuid(text: string): string | undefined {
  const hex = text.replace(/-/g, '').toLowerCase();
  return hex.startsWith(head) && /^\d{18}$/.test(hex.slice(14)) ? hex.slice(14) : undefined;
}

function replaceReferences(text: string, prefix: string): string {
  if (!/^\d{9}$/.test(prefix)) return text;
  return text.replace(new RegExp(`(?<![\\d-])${prefix}\\d{9}(?![\\d-])`, 'g'), toUuid);
}

function answer(a: Answer, ctx: AnswerContext): Answer {
  const type = String(a.headers['content-type'] ?? '');
  const out = { ...a, headers: { ...a.headers } };
  if (/json|html/i.test(type) && a.body.length > 0) {
    out.body = Buffer.from(replaceReferences(a.body.toString('utf8'), ctx.referencePrefix), 'utf8');
  }
  const location = out.headers.location;
  if (typeof location === 'string') out.headers.location = replaceReferences(location, ctx.referencePrefix);
  return out;
}

export const uuidReferences: PersonalityChoice = {
  name: 'uuid-references',
  allowedBy:
    'A. Payment job response: "reference | string | payment job reference"; "traceReference | string |"; payment and step "reference | string |" (no format given).',
  change: 'job, trace, payment and step references are UUID-like (8-4-4-4-12 hex) instead of 18 digits',
  inbound: (url) => url.replace(uuid, (m) => fromUuid(m) ?? m),
  bytes: answer,
};
