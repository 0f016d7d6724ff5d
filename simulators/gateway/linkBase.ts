/**
 * The base of the links a job's answer carries (`links.data`, `links.action`,
 * `links.documentation`) and of the simulator's own return pages. Spec A,
 * Endpoints rule 3: the merchant reads the action link and "redirect[s] the
 * shopper to it"; on the real gateway that page is reached from wherever the
 * shopper's browser is. So the base is, in order:
 *   - the configured public URL (`--gateway-public-url`, `publicUrl`);
 *   - the address the client reached the simulator by: a reverse proxy's
 *     `X-Forwarded-Host` (with `X-Forwarded-Proto`), else the request's `Host`
 *     (a proxy that keeps Host, a container's port mapping);
 *   - the listening address, when neither names a plain host[:port].
 * Tools and paycert's recording proxy send the listening address as Host, so
 * their links are what they always were.
 */
import type { IncomingMessage } from 'node:http';

/**
 * host[:port]: a DNS name, an IPv4 address or a bracketed IPv6 address (each label after the first
 * starts with its dot, so no input can be split two ways). Anything else is not a base.
 */
const hostPort = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  // A chain of proxies lists the client-facing value first.
  return v?.split(',', 1)[0]?.trim();
}

/** The base for `req`'s answer: `publicUrl` when configured, else the address the client used, else `listenUrl`. */
export function linkBase(req: IncomingMessage, publicUrl: string | undefined, listenUrl: string): string {
  if (publicUrl !== undefined) return publicUrl;
  const forwarded = first(req.headers['x-forwarded-host']);
  const host = forwarded ?? req.headers.host ?? '';
  const proto = forwarded === undefined ? 'http' : (first(req.headers['x-forwarded-proto']) ?? 'http');
  return host.length <= 261 && hostPort.test(host) && (proto === 'http' || proto === 'https')
    ? `${proto}://${host}`.toLowerCase()
    : listenUrl;
}
