/**
 * The REST API under /api/v2/ (spec Endpoints B). Routing is plain string
 * matching: the hot path (GET transactions/latest.json) is a credential
 * comparison and a cached buffer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { percentDecode } from '../kit/percentDecode.js';
import * as E from './errors.js';
import { readJsonBody, sendBytes, sendJson } from './respond.js';
import { handlePrint, handleReceipt } from './printRoutes.js';
import { deviceDocument, settingsDocument } from './settings.js';
import type { SimContext } from './simContext.js';
import { startableTypes, summaryOf, type TxnType } from './transactionDoc.js';
import { validateStart } from './validateStart.js';

const PREFIX = '/api/v2/';
/** Where the `ping-under-v1` fault serves the ping instead (Versioning, rule 1: version 1 existed). */
export const LEGACY_PING_PATH = '/api/v1/ping.json';
const PING = Buffer.from('{"success":true,"ping":true}');
const receiptPath = /^transactions\/([^/]+)\/receipts\/(merchant|cardholder|reconciliation)\.json$/;

export async function handleApi(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const route = path.slice(PREFIX.length);
  const method = req.method ?? 'GET';
  // The fault branches here choose a route or a record (which transaction answers, whether a start
  // is accepted): the machine's state decides them, so they stay branches rather than answer entries.
  if (route === 'ping.json') {
    if (ctx.faults.has('ping-under-v1')) return ctx.error(res, E.NOT_FOUND);
    return handlePing(ctx, req, res);
  }
  if (!ctx.authorize(req, res)) return;
  const rt = ctx.runtime;
  rt.catchUp();
  const m = rt.machine;

  if (method === 'POST') {
    if (route === 'print.json') return handlePrint(ctx, req, res);
    const start = /^transactions\/([^/]+)\.json$/.exec(route);
    if (start?.[1] !== undefined) {
      const type = start[1];
      if (!(startableTypes as readonly string[]).includes(type))
        return ctx.error(res, E.UNKNOWN_TRANSACTION_TYPE);
      if (type === 'refund' && ctx.faults.has('refund-type-refused'))
        return ctx.error(res, E.UNKNOWN_TRANSACTION_TYPE);
      const body = await readJsonBody(req, ctx.limits);
      if (!body.ok)
        return ctx.error(res, body.error, undefined, body.close ? { connection: 'close' } : undefined);
      const input = validateStart(type as TxnType, body.json);
      if (!input.ok) return ctx.error(res, input.error);
      if (input.value.id !== undefined && ctx.faults.has('client-id-refused'))
        return ctx.error(res, E.fieldError('id', 'client-supplied ids are not accepted'));
      const started = rt.run((now) => m.start(type as TxnType, input.value, now));
      if (!started.ok) return ctx.error(res, started.error, started.extra);
      return sendBytes(res, 200, ctx.transactionBody(started.value));
    }
    return knownGetPath(route) ? ctx.error(res, E.METHOD_NOT_ALLOWED) : ctx.error(res, E.NOT_FOUND);
  }
  if (method !== 'GET' && method !== 'HEAD') return ctx.error(res, E.METHOD_NOT_ALLOWED);

  switch (route) {
    case 'transactions/latest.json':
    case 'transactions/last.json': {
      const rec = ctx.faults.has('latest-not-newest') ? m.list()[0] : m.latest();
      return rec === undefined
        ? ctx.error(res, E.NO_TRANSACTION_FOUND)
        : sendBytes(res, 200, ctx.transactionBody(rec));
    }
    case 'transactions/current.json': {
      const active = ctx.faults.has('current-404-while-active') ? null : m.current();
      const rec = active ?? (ctx.faults.has('current-200-when-idle') ? m.latest() : undefined);
      return rec === undefined
        ? ctx.error(res, E.NO_TRANSACTION_IN_PROGRESS)
        : sendBytes(res, 200, ctx.transactionBody(rec));
    }
    case 'transactions.json': {
      let list = m.list();
      if (ctx.faults.has('list-missing-transaction')) list = list.slice(0, -1);
      return sendJson(res, 200, {
        success: true,
        transactions: list.map((r) => summaryOf(r.doc)),
      });
    }
    case 'screens/current.json':
      return sendJson(res, 200, {
        success: true,
        scene: m.scene,
      });
    case 'device.json':
      return sendJson(res, 200, deviceDocument(m.seed));
    case 'settings.json':
      return sendJson(res, 200, settingsDocument(m.settings, ctx.port));
    case 'print.json':
      return ctx.error(res, E.METHOD_NOT_ALLOWED);
  }
  const receipt = receiptPath.exec(route);
  if (receipt?.[1] !== undefined && receipt[2] !== undefined) {
    const id = percentDecode(receipt[1]);
    if (id === undefined) return ctx.error(res, E.BAD_ESCAPE);
    return handleReceipt(ctx, res, id, receipt[2] as 'merchant');
  }
  const one = /^transactions\/([^/]+)\.json$/.exec(route);
  if (one?.[1] !== undefined) {
    const id = percentDecode(one[1]);
    if (id === undefined) return ctx.error(res, E.BAD_ESCAPE);
    let rec = m.get(id);
    if (rec !== undefined && ctx.faults.has('get-by-id-off-by-one')) {
      const list = m.list();
      rec = list[list.indexOf(rec) - 1] ?? rec;
    }
    return rec === undefined
      ? ctx.error(res, E.NO_TRANSACTION_FOUND)
      : sendBytes(res, 200, ctx.transactionBody(rec));
  }
  return ctx.error(res, E.NOT_FOUND);
}

/** GET ping.json: no credentials (TM-PING-1), unless the `ping-requires-auth` fault is on. */
export function handlePing(ctx: SimContext, req: IncomingMessage, res: ServerResponse): void {
  if (ctx.faults.has('ping-requires-auth') && !ctx.authorize(req, res, false)) return;
  return (req.method ?? 'GET') === 'GET' ? sendBytes(res, 200, PING) : ctx.error(res, E.METHOD_NOT_ALLOWED);
}

function knownGetPath(route: string): boolean {
  return (
    ['transactions.json', 'screens/current.json', 'device.json', 'settings.json'].includes(route) ||
    receiptPath.test(route)
  );
}
