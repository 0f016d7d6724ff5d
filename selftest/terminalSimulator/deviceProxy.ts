/**
 * Makes a simulator look like a real device: a proxy on 127.0.0.1 that
 * forwards only the spec's API (/api/v2/) and answers 404 for everything
 * else, so the harness finds no control API behind it.
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeviceProxy {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startDeviceProxy(target: string): Promise<DeviceProxy> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    if (!(req.url ?? '').startsWith('/api/v2/')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"success":false,"description":"Not found"}');
      return;
    }
    const upstream = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
