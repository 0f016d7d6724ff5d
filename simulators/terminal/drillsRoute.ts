/**
 * Drills on demand (docs/drills.md), the control API's /_sim/drills, beside
 * /_sim/outcomes and under the same credentials and cross-origin refusal
 * (controlApi.ts):
 *   GET    the drills armed, oldest first
 *   POST   {"drills": ["name[:ms]", ...]} (or one "a,b" string) arms them after those armed
 *   DELETE disarms every drill and ends an unreachable window (so does POST /_sim/reset)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseDrillsBody } from '../kit/simDrills.js';
import { DrillError } from '../../lib/judging/drills/drills.js';
import * as E from './errors.js';
import { readJsonBody, sendJson } from './respond.js';
import type { SimContext } from './simContext.js';

/** Called after the credentials passed. */
export async function handleDrills(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const drills = ctx.drills;
  const method = req.method ?? 'GET';
  if (method === 'GET') return sendJson(res, 200, { success: true, drills: drills.list() });
  if (method !== 'POST' && method !== 'DELETE') return ctx.error(res, E.METHOD_NOT_ALLOWED);
  const body = await readJsonBody(req, ctx.limits);
  if (!body.ok) return ctx.error(res, body.error);
  if (method === 'DELETE') {
    drills.clear();
    return sendJson(res, 200, { success: true, drills: [] });
  }
  const parsed = parseDrillsBody(body.json);
  if (!parsed.ok) return ctx.error(res, E.fieldError('drills', parsed.rule));
  try {
    drills.arm(parsed.drills);
  } catch (e) {
    if (!(e instanceof DrillError)) throw e;
    return ctx.error(res, E.fieldError('drills', e.message));
  }
  return sendJson(res, 200, { success: true, drills: drills.list() });
}
