/**
 * The shop's return pages, where the gateway sends the shopper's browser after
 * 3-D Secure (spec A. payment attributes: returnUrlSuccess, returnUrlFailed,
 * returnUrlCancelled, each with the job reference in its query). Which page the
 * shopper landed on is a hint only: the job is retrieved and its status shown.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Checkout, ConfirmedPayment } from './checkout.js';

export interface ReturnServer {
  /** http://127.0.0.1:<port>: the Checkout's returnBaseUrl. */
  readonly url: string;
  close(): Promise<void>;
}

const kinds = new Set(['success', 'failed', 'cancelled']);

/**
 * `checkout` is a getter: the Checkout needs this server's address for its
 * return URLs, so it is made after the server starts.
 */
export async function startReturnServer(
  checkout: () => Checkout,
  onConfirmed: (payment: ConfirmedPayment) => void = () => undefined,
  port = 0,
): Promise<ReturnServer> {
  const server = createServer((req, res) => {
    answer(checkout, req, res, onConfirmed).catch(() => page(res, 502, 'The payment could not be checked.'));
  });
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('return server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(
  checkout: () => Checkout,
  req: IncomingMessage,
  res: ServerResponse,
  onConfirmed: (payment: ConfirmedPayment) => void,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://shop.invalid');
  const kind = /^\/return\/([a-z]+)$/.exec(url.pathname)?.[1];
  const reference = url.searchParams.get('paymentjobref') ?? '';
  if (req.method !== 'GET' || kind === undefined || !kinds.has(kind)) return page(res, 404, 'Not found.');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(reference)) return page(res, 400, 'Unknown payment.');
  const payment = await checkout().confirm(reference);
  onConfirmed(payment);
  const text =
    payment.status === 'paid'
      ? 'Thank you: your payment was received.'
      : payment.status === 'pending'
        ? 'Your payment is being processed.'
        : 'Your payment was not completed. You have not been charged.';
  page(res, 200, text, payment.status);
}

function page(res: ServerResponse, status: number, text: string, paymentStatus = ''): void {
  if (res.headersSent) return;
  const body = `<!doctype html><title>Checkout</title><p data-status="${paymentStatus}">${text}</p>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}
