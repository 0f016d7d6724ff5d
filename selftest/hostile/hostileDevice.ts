/**
 * A small hostile device for the harness's own tests: one loopback server
 * whose first path segment chooses the misbehaviour, so a client pointed at
 * `<url>/<mode>/` meets it on every endpoint. Every loop and wait is bounded
 * and ends when the client goes away.
 *   endless   a 200 whose body never ends (bounded at 256 MiB)
 *   huge      a 50 MB body with its Content-Length
 *   chunked   a 50 MB body without a Content-Length
 *   slow      answers after 30 s
 *   redirect  307 to another loopback port (`elsewhere`, which counts its hits)
 *   echo      a 200 JSON body echoing the Authorization, ConfigurationId and Hash headers
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostileMode = 'endless' | 'huge' | 'chunked' | 'slow' | 'redirect' | 'echo';

export interface HostileDevice {
  readonly url: string;
  /** A base URL that meets `mode` on every path. */
  readonly base: (mode: HostileMode) => string;
  /** Requests that reached the redirect's destination (must stay 0: redirects are not followed). */
  readonly elsewhereHits: () => number;
  readonly close: () => Promise<void>;
}

const MiB = 1024 * 1024;
const chunk = Buffer.alloc(64 * 1024, 'x');

function pour(res: ServerResponse, totalBytes: number): void {
  let sent = 0;
  const more = (): void => {
    // Write until the socket pushes back, then wait for drain; stop when the client is gone.
    while (sent < totalBytes && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', more);
        return;
      }
    }
    if (!res.destroyed) res.end();
  };
  more();
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

export async function startHostileDevice(): Promise<HostileDevice> {
  let hits = 0;
  const elsewhere = createServer((_req, res) => {
    hits += 1;
    res.end('{}');
  });
  const elsewhereUrl = await listen(elsewhere);
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    req.resume();
    const mode = (req.url ?? '/').split('/')[1] as HostileMode;
    if (mode === 'endless') {
      res.writeHead(200, { 'content-type': 'application/json' });
      pour(res, 256 * MiB);
    } else if (mode === 'huge' || mode === 'chunked') {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(mode === 'huge' ? { 'content-length': String(50 * MiB) } : {}),
      });
      pour(res, 50 * MiB);
    } else if (mode === 'slow') {
      const t = setTimeout(() => {
        timers.delete(t);
        res.end('{}');
      }, 30_000);
      timers.add(t);
      res.once('close', () => {
        clearTimeout(t);
        timers.delete(t);
      });
    } else if (mode === 'redirect') {
      res.writeHead(307, { location: `${elsewhereUrl}${req.url ?? '/'}` }).end();
    } else if (mode === 'echo') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          transaction: { id: 'echo', is_active: false },
          note: `you sent Authorization: ${req.headers.authorization ?? ''}`,
          configurationId: req.headers.configurationid ?? null,
          seen: { hash: req.headers.hash ?? null },
          echoedHash: `Hash ${String(req.headers.hash ?? '')}`,
        }),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  const url = await listen(server);
  return {
    url,
    base: (mode) => `${url}/${mode}/`,
    elsewhereHits: () => hits,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      elsewhere.closeAllConnections();
      await Promise.all([
        new Promise<void>((r) => server.close(() => r())),
        new Promise<void>((r) => elsewhere.close(() => r())),
      ]);
    },
  };
}
