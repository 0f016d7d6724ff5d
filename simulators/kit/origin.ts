/**
 * The control APIs (`/_sim/`) are for tools and for the simulator's own
 * pages, not for any web page open in a developer's browser: a page can send a `text/plain` form or a no-cors fetch to
 * 127.0.0.1 without a preflight, and a DNS-rebinding page can even read the
 * answer. So a request is taken only when
 *   - its Host is the address the simulator listens on, host AND port
 *     (127.0.0.1, localhost or [::1] with the listening port), or the host
 *     of its public URL: a rebinding page's Host is its own name;
 *   - its Origin, when it has one, is one of those origins (scheme, host
 *     and port compared): a page elsewhere, even on another 127.0.0.1 port,
 *     is foreign;
 *   - its Sec-Fetch-Site, when the browser sends one, says the request
 *     comes from the simulator's own pages or from the user (same-origin,
 *     none): a no-cors GET carries no Origin, but says `same-site`.
 * Tools send neither Origin nor Sec-Fetch-Site, and the Host of the URL
 * they were given; the recording proxy sends the upstream's Host and turns
 * its own origin into the upstream's (docs/proxy.md), as any reverse proxy
 * in front of a simulator would have to.
 */
import type { IncomingMessage } from 'node:http';

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** The Host values and origins the simulator answering on `req`'s socket owns. */
function ownAddress(
  req: IncomingMessage,
  publicUrl: string | undefined,
): { hosts: string[]; origins: string[] } {
  const port = req.socket.localPort ?? 0;
  const hosts = loopbackNames.map((n) => `${n}:${port}`);
  const origins = hosts.map((h) => `http://${h}`);
  if (port === 80) hosts.push(...loopbackNames);
  if (publicUrl !== undefined) {
    const u = new URL(publicUrl);
    hosts.push(u.host.toLowerCase());
    origins.push(u.origin.toLowerCase());
  }
  return { hosts, origins };
}

/** Why the request is refused, or undefined when it may proceed. `publicUrl`: the simulator's public URL, if it has one. */
export function crossOriginProblem(req: IncomingMessage, publicUrl?: string): string | undefined {
  const own = ownAddress(req, publicUrl);
  if (!own.hosts.includes((req.headers.host ?? '').toLowerCase()))
    return 'Host is not the address of this simulator';
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let parsed: string | undefined;
    try {
      parsed = new URL(origin).origin.toLowerCase();
    } catch {
      // "null" or garbage: not this simulator
    }
    if (parsed === undefined || !own.origins.includes(parsed)) return 'Origin is not this simulator';
  }
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `a ${site} request from a web page`;
  return undefined;
}
