/**
 * The forms a literal secret takes in files: as is, JSON-escaped,
 * URL-encoded, and base64 (as inside an `Authorization: Basic` header or a
 * base64 attachment) at each of the three byte alignments.
 */

/** The base64 characters that encode `secret` whatever bytes surround it. */
export function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const out: string[] = [];
  for (let k = 0; k < 3; k++) {
    const b64 = Buffer.concat([Buffer.alloc(k), bytes])
      .toString('base64')
      .replace(/=+$/, '');
    const start = Math.ceil((k * 8) / 6);
    const end = Math.floor(((k + bytes.length) * 8) / 6);
    const core = b64.slice(start, end);
    if (core.length >= 6) out.push(core);
  }
  return out;
}

export function secretNeedles(secret: string): string[] {
  const forms = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    ...base64Cores(secret),
  ];
  return [...new Set(forms)];
}
