/**
 * A plain reverse proxy for tests, as integrators put one in front of a
 * simulator (a container's port mapping, Traefik, Caddy, nginx): every
 * request forwarded unchanged to `target`, no link rewritten. `keep` keeps the
 * browser's Host (node http-proxy's default; a port mapping does the same);
 * `forwarded` sends the target's Host and names the browser's in
 * X-Forwarded-Host and X-Forwarded-Proto (Traefik, Caddy, nginx recipes).
 * On 127.0.0.1 only.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForwardingProxy {
  /** The proxy as the browser names it: http://localhost:<port>, another origin than the target's. */
  readonly url: string;
  close(): Promise<void>;
}

export async function startForwardingProxy(
  target: string,
  host: 'keep' | 'forwarded',
): Promise<ForwardingProxy> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers };
    if (host === 'forwarded') {
      headers['x-forwarded-host'] = req.headers.host ?? '';
      headers['x-forwarded-proto'] = 'http';
      headers.host = to.host;
    }
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
