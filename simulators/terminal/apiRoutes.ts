/**
 * The REST API under /api/v2/ (spec Endpoints B): the route table
 * (lib/judging/interfaces/terminalEndpoints.ts) names the endpoint, and the
 * handler of its id answers; a table endpoint without a handler is a type
 * error. The hot path (GET transactions/latest.json) is a map look-up, a
 * credential comparison and a cached buffer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOpenPath, type PathMatch } from '../../lib/judging/interfaces/routeTable.js';
import {
  receiptKinds,
  startTypes,
  type TerminalEndpointId,
} from '../../lib/judging/interfaces/terminalEndpoints.js';
import { percentDecode } from '../kit/percentDecode.js';
import * as E from './errors.js';
import { readJsonBody, sendBytes, sendJson } from './respond.js';
import { handlePrint, handleReceipt } from './printRoutes.js';
import { deviceDocument, settingsDocument } from './settings.js';
import type { SimContext } from './simContext.js';
import { summaryOf, type TxnType } from './transactionDoc.js';
import { validateStart } from './validateStart.js';

/** Where the `ping-under-v1` fault serves the ping instead (Versioning, rule 1: version 1 existed). */
export const LEGACY_PING_PATH = '/api/v1/ping.json';
const PING = Buffer.from('{"success":true,"ping":true}');

type Params = Readonly<Record<string, string>>;
type Handler = (ctx: SimContext, req: IncomingMessage, res: ServerResponse, params: Params) => unknown;

/** The transaction a path names, percent-decoded: BAD_ESCAPE when it cannot be. */
function withId(f: (ctx: SimContext, res: ServerResponse, id: string) => void, name = 'id'): Handler {
  return (ctx, _req, res, params) => {
    const id = percentDecode(params[name] ?? '');
    return id === undefined ? ctx.error(res, E.BAD_ESCAPE) : f(ctx, res, id);
  };
}

const receipt = (kind: (typeof receiptKinds)[keyof typeof receiptKinds]): Handler =>
  withId((ctx, res, id) => handleReceipt(ctx, res, id, kind));

// The fault branches here choose a route or a record (which transaction answers, whether a start
// is accepted): the machine's state decides them, so they stay branches rather than answer entries.
const handlers: Readonly<Record<TerminalEndpointId, Handler>> = {
  getPing: (ctx, req, res) =>
    ctx.faults.has('ping-under-v1') ? ctx.error(res, E.NOT_FOUND) : handlePing(ctx, req, res),
  getDevice: (ctx, _req, res) => sendJson(res, 200, deviceDocument(ctx.runtime.machine.seed)),
  getSettings: (ctx, _req, res) =>
    sendJson(res, 200, settingsDocument(ctx.runtime.machine.settings, ctx.port)),
  listTransactions: (ctx, _req, res) => {
    let list = ctx.runtime.machine.list();
    if (ctx.faults.has('list-missing-transaction')) list = list.slice(0, -1);
    return sendJson(res, 200, { success: true, transactions: list.map((r) => summaryOf(r.doc)) });
  },
  getLatestTransaction: (ctx, _req, res) => latest(ctx, res),
  getLastTransaction: (ctx, _req, res) => latest(ctx, res),
  getCurrentTransaction: (ctx, _req, res) => {
    const m = ctx.runtime.machine;
    const active = ctx.faults.has('current-404-while-active') ? null : m.current();
    const rec = active ?? (ctx.faults.has('current-200-when-idle') ? m.latest() : undefined);
    return rec === undefined
      ? ctx.error(res, E.NO_TRANSACTION_IN_PROGRESS)
      : sendBytes(res, 200, ctx.transactionBody(rec));
  },
  getTransaction: withId((ctx, res, id) => {
    const m = ctx.runtime.machine;
    let rec = m.get(id);
    if (rec !== undefined && ctx.faults.has('get-by-id-off-by-one')) {
      const list = m.list();
      rec = list[list.indexOf(rec) - 1] ?? rec;
    }
    return rec === undefined
      ? ctx.error(res, E.NO_TRANSACTION_FOUND)
      : sendBytes(res, 200, ctx.transactionBody(rec));
  }),
  startTransaction: (ctx, req, res, params) => start(ctx, req, res, params.type ?? ''),
  getScreen: (ctx, _req, res) => sendJson(res, 200, { success: true, scene: ctx.runtime.machine.scene }),
  print: (ctx, req, res) => handlePrint(ctx, req, res),
  getMerchantReceipt: receipt(receiptKinds.getMerchantReceipt),
  getCardholderReceipt: receipt(receiptKinds.getCardholderReceipt),
  getReconciliationReceipt: receipt(receiptKinds.getReconciliationReceipt),
};

function latest(ctx: SimContext, res: ServerResponse): void {
  const m = ctx.runtime.machine;
  const rec = ctx.faults.has('latest-not-newest') ? m.list()[0] : m.latest();
  return rec === undefined
    ? ctx.error(res, E.NO_TRANSACTION_FOUND)
    : sendBytes(res, 200, ctx.transactionBody(rec));
}

async function start(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
): Promise<void> {
  if (!(startTypes as readonly string[]).includes(type)) return ctx.error(res, E.UNKNOWN_TRANSACTION_TYPE);
  if (type === 'refund' && ctx.faults.has('refund-type-refused'))
    return ctx.error(res, E.UNKNOWN_TRANSACTION_TYPE);
  const body = await readJsonBody(req, ctx.limits);
  if (!body.ok)
    return ctx.error(res, body.error, undefined, body.close ? { connection: 'close' } : undefined);
  const input = validateStart(type as TxnType, body.json);
  if (!input.ok) return ctx.error(res, input.error);
  if (input.value.id !== undefined && ctx.faults.has('client-id-refused'))
    return ctx.error(res, E.fieldError('id', 'client-supplied ids are not accepted'));
  const rt = ctx.runtime;
  const started = rt.run((now) => rt.machine.start(type as TxnType, input.value, now));
  if (!started.ok) return ctx.error(res, started.error, started.extra);
  return sendBytes(res, 200, ctx.transactionBody(started.value));
}

/**
 * Answers a request under /api/v2/, `match` being the table's word on its
 * path. Credentials come first everywhere but at a path the spec marks not
 * authorized (ping.json): an unknown path is refused to a stranger too.
 */
export async function handleApi(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  match: PathMatch<TerminalEndpointId> | undefined,
): Promise<void> {
  const route = match?.route;
  if (!isOpenPath(match)) {
    if (!ctx.authorize(req, res)) return;
    ctx.runtime.catchUp();
  }
  if (match === undefined) return ctx.error(res, E.NOT_FOUND);
  if (route === undefined) return ctx.error(res, E.METHOD_NOT_ALLOWED);
  await handlers[route.id](ctx, req, res, route.params);
}

/** GET ping.json: no credentials (TM-PING-1), unless the `ping-requires-auth` fault is on. */
export function handlePing(ctx: SimContext, req: IncomingMessage, res: ServerResponse): void {
  if (ctx.faults.has('ping-requires-auth') && !ctx.authorize(req, res, false)) return;
  return (req.method ?? 'GET') === 'GET' ? sendBytes(res, 200, PING) : ctx.error(res, E.METHOD_NOT_ALLOWED);
}
