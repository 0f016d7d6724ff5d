/**
 * The forms a literal secret takes in files: as is, JSON-escaped,
 * URL-encoded, and base64 (as inside an `Authorization: Basic` header or a
 * base64 attachment) at each of the three byte alignments, as the
 * redaction looks for them (lib/reporting/redaction/literalSecrets.ts).
 */
import { base64Cores } from '../redaction/literalSecrets.js';

export function secretNeedles(secret: string): string[] {
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    ...base64Cores(secret, 6),
  ];
  return [...new Set(forms)];
}
