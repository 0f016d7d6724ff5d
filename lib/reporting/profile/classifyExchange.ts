/**
 * Names what a client just read, for the firmware profile: the schema name of
 * the document (schemas/) and the state it was read in. Requests outside the
 * spec's API (a simulator's control API) are not part of a target's profile.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { transactionOf } from '../../judging/checks/terminal/exchange.js';
import { matchGateway } from '../../judging/interfaces/gatewayEndpoints.js';
import {
  matchTerminal,
  receiptKinds,
  type TerminalEndpointId,
} from '../../judging/interfaces/terminalEndpoints.js';

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

/** The state an answer of the endpoint is recorded in, where it is not `ok`. */
const terminalStates: Partial<Record<TerminalEndpointId, string>> = {
  getScreen: 'current',
  print: 'printed',
  ...receiptKinds,
};

/** `request` is the client's `METHOD /path` line; status and body are the answer. */
export function classifyTerminal(request: string, status: number, body: unknown): Classified | undefined {
  const m = /^(GET|POST) \/?(api\/v2\/[^?]+)/.exec(request);
  if (m === null) return undefined;
  const [, method = '', tail = ''] = m;
  if (status >= 400) {
    const path = tail.slice('api/v2/'.length);
    return {
      resource: 'terminal/error',
      state: `${method} ${path.replace(/transactions\/[^/]+(?=\/|\.json)/, 'transactions/<id>')} ${status}`,
    };
  }
  const route = matchTerminal(method, `/${tail}`)?.route;
  if (route === undefined) return undefined;
  const resource = route.endpoint.response;
  if (resource === 'terminal/transaction-response') return { resource, state: transactionState(body) };
  return { resource, state: terminalStates[route.id] ?? 'ok' };
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
  const route = matchGateway(method, path)?.route;
  if (route === undefined) return undefined;
  const resource = route.endpoint.response;
  if (resource !== 'gateway/payment-job-response') return { resource, state: 'ok' };
  const data = record(record(body)?.data);
  const job = typeof data?.paymentStatus === 'string' ? data.paymentStatus : 'unknown';
  return { resource, state: `${route.id === 'createPaymentJob' ? 'created' : 'retrieved'} ${job}` };
}
