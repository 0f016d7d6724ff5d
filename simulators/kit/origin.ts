/**
 * Cross-origin refusal for state-changing browser-reachable endpoints (the
 * control APIs, the 3-D Secure form): a web page open in a developer's
 * browser can POST `text/plain` to 127.0.0.1 without a preflight. Browsers
 * send Origin on such posts, so a post whose Origin is not the server's own
 * (by Host) is refused; so is a Host that is not a name this server answers
 * to (DNS rebinding). Non-browser clients send no Origin and pass.
 */
import type { IncomingMessage } from 'node:http';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

/**
 * Why the request is refused, or undefined when it may proceed. `hosts`:
 * the host names this server answers to besides the loopback names, or
 * 'any' to skip the Host check (a simulator behind a proxy it does not know).
 */
export function crossOriginProblem(
  req: IncomingMessage,
  hosts: readonly string[] | 'any' = [],
): string | undefined {
  const host = (req.headers.host ?? '').toLowerCase();
  const name = hostName(host);
  if (hosts !== 'any' && !loopbackHosts.has(name) && !hosts.includes(name))
    return 'Host is not a name of this simulator';
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return 'Origin is not this simulator';
    }
    // Its own origin, or (behind a proxy that rewrites Host) one of its public names.
    const own = parsed.host.toLowerCase() === host || (hosts !== 'any' && hosts.includes(parsed.hostname));
    if (!own) return 'Origin is not this simulator';
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'cross-site request';
  return undefined;
}
