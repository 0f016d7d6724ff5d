/**
 * Makes a simulator look like a real device: a proxy on 127.0.0.1 that
 * forwards only the spec's API (/api/v2/) and answers 404 for everything
 * else, so the harness finds no control API behind it. `rewrite` changes each
 * JSON answer as a device of another make would show it (its own test cards'
 * numbers, another mask).
 */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DeviceProxy {
  readonly url: string;
  stop(): Promise<void>;
}

export interface DeviceProxyOptions {
  /** Rewrites every JSON answer of the spec's API (the parsed body in, the body to send out). */
  readonly rewrite?: (body: unknown) => unknown;
}

function isJson(headers: IncomingHttpHeaders): boolean {
  return /json/i.test(String(headers['content-type'] ?? ''));
}

export async function startDeviceProxy(
  target: string,
  options: DeviceProxyOptions = {},
): Promise<DeviceProxy> {
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
        const rewrite = options.rewrite;
        if (rewrite === undefined || !isJson(answer.headers)) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          try {
            body = Buffer.from(JSON.stringify(rewrite(JSON.parse(body.toString('utf8')))));
          } catch {
            // not JSON after all: sent as it came
          }
          const headers = { ...answer.headers, 'content-length': String(body.length) };
          delete headers['transfer-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
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
