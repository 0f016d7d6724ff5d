/**
 * A small upstream for the transparency self-tests: each path answers with
 * exact, awkward bytes (binary, chunked, repeated headers, redirects on and
 * off its own origin, a large body, gateway-like JSON links), so what the
 * proxy passes on can be compared byte for byte with what was sent.
 */
import { createServer, type Server } from 'node:http';

export interface EchoUpstream {
  readonly url: string;
  readonly server: Server;
  /** The bytes each path sends, given the upstream's own URL. */
  stop(): Promise<void>;
}

export const binaryBody = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256));
export const largeBody = Buffer.alloc(3 * 1024 * 1024, 'x');

export function linksBody(origin: string): string {
  // Spacing, escapes and key order a re-serialisation would change; one link off-origin, one relative.
  return `{"data":{"reference":"1234","note":"${origin}/stays\\/as-is","amount":1.50},\n "links": {"data":{"url":"${origin}/api/gateway/payment-jobs/1234?locale=en_GB","type":"application/json"},"action":{"url":"${origin}/gateway/3ds/99","type":"text/html"},"documentation":{"url":"https://docs.example/x","type":"text/html"},"other":{"url":"/relative"}}}`;
}

export async function startEchoUpstream(): Promise<EchoUpstream> {
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      if (path.startsWith('/echo')) {
        // The request as the upstream got it: method, target, headers (raw), body in base64.
        const text = JSON.stringify({
          method: req.method,
          target: path,
          rawHeaders: req.rawHeaders,
          body: body.toString('base64'),
        });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      } else if (path === '/binary') {
        res.writeHead(200, 'Quite OK', {
          'content-type': 'application/octet-stream',
          'x-multi': ['a', 'b'],
          'set-cookie': ['a=1', 'b=2'],
        });
        res.end(binaryBody);
      } else if (path === '/chunked') {
        res.writeHead(201, { 'content-type': 'text/plain' });
        res.write('first,');
        setTimeout(() => res.end('second'), 20);
      } else if (path === '/large') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': largeBody.length });
        res.end(largeBody);
      } else if (path === '/redirect-home') {
        res.writeHead(302, { location: `${origin}/gateway/3ds/99?x=1` });
        res.end();
      } else if (path === '/redirect-away') {
        res.writeHead(302, { location: 'https://merchant.example/return?paymentjobref=1' });
        res.end();
      } else if (path === '/links') {
        const text = linksBody(origin);
        res.writeHead(201, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      } else if (path === '/big-json') {
        // Larger than loopback socket buffers; under a capture limit of 8 MiB the gateway side reads it whole.
        const text = JSON.stringify({ links: { data: { url: `${origin}/x` } }, pad: 'p'.repeat(6_000_000) });
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      } else if (path === '/endless') {
        // 100 MB, sent as fast as the reader takes it.
        const chunk = Buffer.alloc(64 * 1024, 'z');
        res.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': 1600 * chunk.length,
        });
        let left = 1600;
        const more = (): void => {
          while (left > 0) {
            left--;
            if (!res.write(chunk)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
      } else if (path === '/no-content') {
        res.writeHead(204, { 'x-kept': 'yes' });
        res.end();
      } else {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('nothing here');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  origin = `http://127.0.0.1:${address.port}`;
  return {
    url: origin,
    server,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
