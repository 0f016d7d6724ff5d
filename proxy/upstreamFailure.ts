/**
 * What the client gets when the upstream gives no answer: 502 (unreachable,
 * refused, reset) or 504 (no answer head within the upstream time limit),
 * with a one-line JSON error naming the side and the upstream. The exchange
 * is recorded without a response and with the same sentence as its error.
 */
import type { ServerResponse } from 'node:http';
import type { Side } from '../lib/client/rawExchange.js';

export interface UpstreamFailure {
  readonly status: 502 | 504;
  readonly message: string;
}

export function upstreamFailure(e: unknown, route: { side: Side; upstream: URL }): UpstreamFailure {
  const code = (e as { code?: unknown }).code;
  const why = typeof code === 'string' ? code : e instanceof Error ? e.message.split('\n')[0] : String(e);
  const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT';
  return {
    status: timedOut ? 504 : 502,
    message: `paycert proxy: the ${route.side} upstream ${route.upstream.origin} ${timedOut ? 'did not answer in time' : 'could not be reached'} (${why})`,
  };
}

export function answerProxyError(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(body);
}
