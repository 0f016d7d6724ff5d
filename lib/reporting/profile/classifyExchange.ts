/**
 * Names what a client just read, for the firmware profile: the schema name of
 * the document (schemas/) and the state it was read in. Requests outside the
 * spec's API (a simulator's control API) are not part of a target's profile.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { transactionOf } from '../../judging/checks/terminal/exchange.js';

export interface Classified {
  readonly resource: string;
  readonly state: string;
}

function record(body: unknown): Record<string, unknown> | undefined {
  return isJsonObject(body) ? body : undefined;
}

/** The state of a terminal transaction document: its type and where it stands (`sale active`, `refund approved`). */
function transactionState(body: unknown): string {
  const t = transactionOf(body);
  if (t === undefined) return 'no transaction';
  const type = typeof t.type === 'string' ? t.type : 'unknown type';
  if (t.is_active === true) return `${type} active`;
  return `${type} ${typeof t.result === 'string' ? t.result : 'ended'}`;
}

/** `request` is the client's `METHOD /path` line; status and body are the answer. */
export function classifyTerminal(request: string, status: number, body: unknown): Classified | undefined {
  const m = /^(GET|POST) \/?api\/v2\/(.+?)(?:\?.*)?$/.exec(request);
  if (m === null) return undefined;
  const [, method = '', path = ''] = m;
  if (status >= 400)
    return {
      resource: 'terminal/error',
      state: `${method} ${path.replace(/transactions\/[^/]+(?=\/|\.json)/, 'transactions/<id>')} ${status}`,
    };
  if (path === 'ping.json') return { resource: 'terminal/ping', state: 'ok' };
  if (path === 'device.json') return { resource: 'terminal/device', state: 'ok' };
  if (path === 'settings.json') return { resource: 'terminal/settings', state: 'ok' };
  if (path === 'transactions.json') return { resource: 'terminal/transaction-list', state: 'ok' };
  if (path === 'screens/current.json') return { resource: 'terminal/screen', state: 'current' };
  if (path === 'print.json') return { resource: 'terminal/print-response', state: 'printed' };
  const receipt = /^transactions\/[^/]+\/receipts\/(\w+)\.json$/.exec(path);
  if (receipt !== null) return { resource: 'terminal/receipt-response', state: receipt[1] ?? 'receipt' };
  if (/^transactions\/[^/]+\.json$/.test(path)) {
    return { resource: 'terminal/transaction-response', state: transactionState(body) };
  }
  return undefined;
}

/** Gateway answers: the tokenisation and payment job responses, by their job status. */
export function classifyGateway(
  method: string,
  path: string,
  status: number,
  body: unknown,
): Classified | undefined {
  if (!path.startsWith('/api/gateway/')) return undefined;
  if (status >= 400)
    return {
      resource: 'gateway/error-envelope',
      state: `${method} ${path.replace(/payment-jobs\/[^/?]+/, 'payment-jobs/<reference>')} ${status}`,
    };
  if (path.startsWith('/api/gateway/card-tokenisation'))
    return { resource: 'gateway/tokenisation-response', state: 'ok' };
  if (path.startsWith('/api/gateway/payment-jobs')) {
    const data = record(record(body)?.data);
    const status = typeof data?.paymentStatus === 'string' ? data.paymentStatus : 'unknown';
    return {
      resource: 'gateway/payment-job-response',
      state: `${method === 'POST' ? 'created' : 'retrieved'} ${status}`,
    };
  }
  return undefined;
}
