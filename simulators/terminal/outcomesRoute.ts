/**
 * Outcomes on demand (issue 14, item 4), the control API's /_sim/outcomes:
 *   GET    what is queued, oldest first
 *   POST   {"queue": [names]} appends (terminalQueueable)
 *   DELETE clears (so does POST /_sim/reset)
 * Same credentials and cross-origin refusal as the other control routes (controlApi.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_QUEUED_OUTCOMES, parseOutcomeQueue } from '../kit/outcomeQueue.js';
import * as E from './errors.js';
import { readJsonBody, sendJson } from './respond.js';
import { terminalQueueable } from './queuedOutcomes.js';
import type { SimContext } from './simContext.js';

/** Called after the credentials passed. */
export async function handleOutcomes(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const queue = ctx.runtime.machine.outcomes;
  const method = req.method ?? 'GET';
  if (method === 'GET') return sendJson(res, 200, { success: true, queue: queue.list() });
  if (method !== 'POST' && method !== 'DELETE') return ctx.error(res, E.METHOD_NOT_ALLOWED);
  const body = await readJsonBody(req, ctx.limits);
  if (!body.ok) return ctx.error(res, body.error);
  if (method === 'DELETE') {
    queue.clear();
    return sendJson(res, 200, { success: true, queue: [] });
  }
  const parsed = parseOutcomeQueue(
    body.json,
    'terminal',
    terminalQueueable,
    MAX_QUEUED_OUTCOMES - queue.length,
  );
  if (!parsed.ok) return ctx.error(res, E.fieldError(parsed.field, parsed.rule));
  queue.append(parsed.names);
  return sendJson(res, 200, { success: true, queue: queue.list() });
}
