/**
 * The sentence the client gets (in a one-line JSON error, 502 or 504) and
 * the exchange records when the upstream gives no whole answer: the side,
 * the upstream, what went wrong and the system's own code for it.
 */
import type { Side } from '../lib/judging/client/rawExchange.js';

export function upstreamFailure(route: { side: Side; upstream: URL }, what: string, code: string): string {
  return `paycert proxy: the ${route.side} upstream ${route.upstream.origin} ${what} (${code})`;
}

/** A socket error's code (ECONNREFUSED, ECONNRESET...), or its first line, or "closed" without one. */
export function errorCode(e: Error | undefined): string {
  if (e === undefined) return 'closed';
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' ? code : (e.message.split('\n')[0] ?? 'closed');
}
