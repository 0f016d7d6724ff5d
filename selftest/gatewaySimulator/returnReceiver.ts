/** A merchant's return page for tests: records every request it gets, on 127.0.0.1 only. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReturnReceiver {
  readonly url: string;
  readonly hits: URL[];
  close(): Promise<void>;
}

export async function startReturnReceiver(): Promise<ReturnReceiver> {
  const hits: URL[] = [];
  const server = createServer((req, res) => {
    hits.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Merchant</title><h1>Back at the merchant</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
