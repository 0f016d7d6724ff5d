/**
 * The proxy bench's library floor: a bare node:http + undici relay in its
 * own process (no capture, no judge, no recording, no rewrite), forwarding
 * each request over an undici pool with the hop-by-hop fields left out, as
 * Prism's forwarder does. What paycert's proxy costs beyond it is its
 * judging and recording. `node --import tsx bench/bareRelayServer.ts
 * <upstream-url>...` prints one line of JSON with a URL per upstream once
 * listening; runs until killed.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { endToEnd } from '../proxy/hopByHop.js';

const urls: string[] = [];
for (const upstream of process.argv.slice(2)) {
  const pool = new Pool(new URL(upstream).origin, { connections: 1024 });
  const server = createServer((req, res) => {
    res.sendDate = false;
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    pool
      .request({
        path: req.url ?? '/',
        method: req.method ?? 'GET',
        headers: endToEnd(req.rawHeaders, new Set(['host'])),
        body: hasBody ? req : null,
      })
      .then(
        (up) => {
          const headers: IncomingHttpHeaders = { ...up.headers };
          for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete headers[name];
          res.writeHead(up.statusCode, headers);
          up.body.pipe(res);
        },
        () => {
          res.writeHead(502);
          res.end();
        },
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
process.stdout.write(`${JSON.stringify({ urls })}\n`);
