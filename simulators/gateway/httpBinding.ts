/**
 * The HTTP binding on node:http: routes a request to the gateway API, the
 * shopper pages or the control API, and turns every failure into an answer.
 * It never throws into node:http, so bad input cannot crash the server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchGateway, type GatewayEndpointId } from '../../lib/judging/interfaces/gatewayEndpoints.js';
import type { SimResponse } from '../kit/respond.js';
import { getPaymentJob, postPaymentJob, postTokenisation } from './apiRoutes.js';
import { controlApi } from './controlApi.js';
import { GatewayError, errors } from './errors.js';
import { get3ds, getDocumentation, getReturnPage, post3ds } from './pageRoutes.js';
import { crossOriginProblem } from '../kit/origin.js';
import { percentDecode } from '../kit/percentDecode.js';
import { redactText } from '../../lib/reporting/redaction/redact.js';
import { sendError } from './respond.js';
import { serveGatewayPage } from './gatewayPage.js';
import type { SimulatorState } from './simulatorState.js';

const threeDsPath = /^\/gateway\/3ds\/(\d+)$/;
const returnPath = /^\/_sim\/return\/(success|failed|cancelled)$/;

type ApiHandler = (
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  params: Readonly<Record<string, string>>,
  search: string,
) => void;

/** The API's endpoints (the route table, lib/judging/interfaces/gatewayEndpoints.ts): a missing handler is a type error. */
const apiHandlers: Readonly<Record<GatewayEndpointId, ApiHandler>> = {
  tokeniseCard: postTokenisation,
  createPaymentJob: postPaymentJob,
  getPaymentJob: (state, req, res, params, search) =>
    getPaymentJob(state, req, res, params.reference ?? '', new URLSearchParams(search)),
};

function methodNotAllowed(): GatewayError {
  return new GatewayError(errors.methodNotAllowed);
}

/** The control API is for tools and the simulator's own pages, not for any web page (kit/origin.ts). */
function refuseCrossOrigin(state: SimulatorState, req: IncomingMessage): void {
  const problem = crossOriginProblem(req, state.publicUrl);
  if (problem !== undefined) throw new GatewayError(errors.crossOrigin, problem, 'Origin');
}

function notFound(method: string, path: string): GatewayError {
  return new GatewayError(errors.notFound, `no endpoint ${method} ${redactText(path.slice(0, 100))}`);
}

/**
 * Answers a request. Only the routes that wait for something (the 3-D Secure
 * form, the control API) return a promise: the API answers synchronously, and
 * an async function would cost it a promise and a microtask per request.
 */
function route(state: SimulatorState, req: IncomingMessage, res: ServerResponse): Promise<void> | undefined {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q + 1);
  const method = req.method ?? 'GET';
  if (url.includes('%') && percentDecode(url) === undefined)
    throw new GatewayError(errors.badEscape, undefined, 'path');

  const api = matchGateway(method, path);
  if (api !== undefined) {
    if (api.route === undefined) throw methodNotAllowed();
    apiHandlers[api.route.id](state, req, res, api.route.params, search);
    return;
  }
  const tds = threeDsPath.exec(path);
  if (tds !== null) {
    if (method === 'GET') get3ds(state, req, res, tds[1] ?? '');
    // The shopper's page answers from any origin the browser reaches it by (a proxy, a port
    // mapping): on the real gateway it is the shopper's, and its unguessable payment reference
    // is its protection (spec A, Endpoints rule 3). Only /_sim/ keeps the origin rules.
    else if (method === 'POST') return post3ds(state, req, res, tds[1] ?? '');
    else throw methodNotAllowed();
    return;
  }
  if (path === '/gateway/documentation' && method === 'GET') {
    getDocumentation(res);
    return;
  }
  const ret = returnPath.exec(path);
  if (ret !== null && method === 'GET') {
    getReturnPage(res, ret[1] ?? '', new URLSearchParams(search));
    return;
  }
  if (path.startsWith('/_sim/')) {
    refuseCrossOrigin(state, req);
    return controlOrNotFound(state, req, res, path, method);
  }
  // The gateway page (gatewayPage.ts): outside the API, under the control API's rules.
  if (path === '/' && method === 'GET') {
    refuseCrossOrigin(state, req);
    serveGatewayPage(res);
    return;
  }
  throw notFound(method, path);
}

async function controlOrNotFound(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  method: string,
): Promise<void> {
  if (!(await controlApi(state, req, res, path))) throw notFound(method, path);
}

export function gatewayRequestListener(
  state: SimulatorState,
): (req: IncomingMessage, res: SimResponse) => void {
  return (req, res) => {
    try {
      // The entries: a URL mapped back before routing; every answer (API, pages, refusals, the
      // control API) passes them before it is written (kit/respond.ts).
      const variations = state.variations;
      req.url = variations.inbound(req.url ?? '/');
      if (variations.changesAnswers) {
        const method = req.method ?? 'GET';
        const url = req.url;
        const endpoint = matchGateway(method, url)?.route?.id;
        res.finish = (a) =>
          variations.finish(a, { method, url, endpoint, referencePrefix: state.store.referencePrefix });
      }
      // A drill (docs/drills.md) acts on the answer through its hooks, after the variations'.
      const path = req.url.split('?', 1)[0] ?? '/';
      if (state.pages.reading) state.refusals.watch(req, res);
      if (!state.drills.takeFor(req, res, path)) return;
      route(state, req, res)?.catch((e: unknown) => sendError(res, e));
    } catch (e) {
      sendError(res, e);
    }
  };
}
