/**
 * What a check's error says about the target. Only a deviation (a
 * `Deviation` from `holds`, a failed assertion) is the
 * target's: FAILED for a MUST, WARNING for an observation. Anything else
 * means the run could not judge, and the requirement is ERROR, never FAILED:
 *
 * - `transport`: the target did not answer (refused or reset connection,
 *   an undici `UND_ERR_*`, a timeout or abort, the clients' `TargetUnreachable`),
 *   looked for along the `cause` chain, since `fetch` wraps it in a TypeError;
 * - `harness`: any other error (a TypeError in paycert's own code, a browser
 *   that does not start). A conformant target must never get a FAILED from a
 *   paycert bug; `npm run prove` shows every fault is still detected as a deviation.
 */
import { isDeviation } from '../../judging/checks/deviation.js';

export type ThrownKind = 'deviation' | 'transport' | 'harness';

/** A failed assertion of node:assert or another library that names its class so: the target's deviation too. */
const assertionNames = new Set(['AssertionError']);
const transportNames = new Set([
  'TargetUnreachable',
  'AbortError',
  'TimeoutError',
  'ConnectTimeoutError',
  'HeadersTimeoutError',
  'BodyTimeoutError',
  'SocketError',
]);
const transportCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ABORT_ERR',
]);

/** The error and its causes (and an AggregateError's members), at most `limit` deep. */
function chain(e: unknown, limit = 8): unknown[] {
  const out: unknown[] = [];
  const queue: unknown[] = [e];
  while (queue.length > 0 && out.length < limit) {
    const x = queue.shift();
    if (x === null || x === undefined || out.includes(x)) continue;
    out.push(x);
    if (typeof x === 'object') {
      const o = x as { cause?: unknown; errors?: unknown };
      queue.push(o.cause);
      if (Array.isArray(o.errors)) queue.push(...(o.errors as unknown[]));
    }
  }
  return out;
}

function isTransport(x: unknown): boolean {
  if (x === null || typeof x !== 'object') return false;
  const o = x as { name?: unknown; code?: unknown };
  if (typeof o.name === 'string' && transportNames.has(o.name)) return true;
  return typeof o.code === 'string' && (transportCodes.has(o.code) || o.code.startsWith('UND_ERR_'));
}

export function classifyThrown(e: unknown): ThrownKind {
  if (isDeviation(e)) return 'deviation';
  if (e !== null && typeof e === 'object') {
    const o = e as { name?: unknown; matcherResult?: unknown };
    // A Playwright or Jest `expect` failure carries its matcher result.
    if ((typeof o.name === 'string' && assertionNames.has(o.name)) || o.matcherResult !== undefined)
      return 'deviation';
  }
  return chain(e).some(isTransport) ? 'transport' : 'harness';
}

/** Transport trouble as Playwright reports a test's error: only its text is left. */
export const transportMessagePattern =
  /\b(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|UND_ERR_[A-Z_]+|TargetUnreachable)\b/;

/** One line naming the error and, for a wrapped one, its innermost cause. */
export function describeThrown(e: unknown): string {
  const all = chain(e);
  const text = (x: unknown): string =>
    x instanceof Error ? `${x.name === 'Error' ? '' : `${x.name}: `}${x.message}` : String(x);
  const first = text(all[0]);
  const last = all.length > 1 ? text(all[all.length - 1]) : '';
  return last === '' || first.includes(last) ? first : `${first} (${last})`;
}
