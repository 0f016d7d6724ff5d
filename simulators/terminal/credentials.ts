/**
 * Credentials of the authorized endpoints (spec Authentication B: "not
 * shown"; field notes: HTTP Basic on real devices, a custom header as an
 * alternative). The expected header value is computed once so the check is a
 * string comparison on the hot path.
 */
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';

export interface CredentialOptions {
  username: string;
  password: string;
  authHeader?: { name: string; value: string };
}

/**
 * The simulator's default credentials. The password is no ordinary word, so
 * erasing it from reports (lib/reporting/redaction) never erases prose such as the
 * product's name.
 */
export const DEFAULT_USERNAME = 'paycert';
export const DEFAULT_PASSWORD = 'sim-4f7c2e9a';

export const REALM_HEADER = { 'www-authenticate': 'Basic realm="paycert-terminal", charset="UTF-8"' };

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function credentialCheck(o: CredentialOptions): (req: IncomingMessage) => boolean {
  if (o.authHeader !== undefined) {
    const name = o.authHeader.name.toLowerCase();
    const value = o.authHeader.value;
    return (req) => {
      const got = req.headers[name];
      return typeof got === 'string' && same(got, value);
    };
  }
  const expected = `Basic ${Buffer.from(`${o.username}:${o.password}`, 'utf8').toString('base64')}`;
  return (req) => {
    const got = req.headers.authorization;
    if (got === undefined) return false;
    if (got === expected) return true;
    // Scheme names are case-insensitive (RFC 7617); extra spaces are tolerated.
    const m = /^basic\s+(\S+)\s*$/i.exec(got);
    return m?.[1] !== undefined && same(`Basic ${m[1]}`, expected);
  };
}

/** Whether a request carries a credential at all, right or wrong (the `wrong-password-accepted` fault). */
export function credentialPresence(o: CredentialOptions): (req: IncomingMessage) => boolean {
  const name = o.authHeader?.name.toLowerCase() ?? 'authorization';
  return (req) => req.headers[name] !== undefined;
}
