/**
 * Drills on demand (docs/drills.md), the control API's /_sim/drills, beside
 * /_sim/outcomes and under the same credentials and cross-origin refusal
 * (controlApi.ts):
 *   GET    the drills armed, oldest first
 *   POST   {"drills": ["name[:ms]", ...]} (or one "a,b" string) arms them after those armed
 *   DELETE disarms every drill and ends an unreachable window (so does POST /_sim/reset)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as E from './errors.js';
import { readJsonBody, sendJson } from './respond.js';
import type { SimContext } from './simContext.js';

/** Called after the credentials passed; the drills' own rules are lib/judging/drills/armedDrills.ts. */
export async function handleDrills(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? 'GET';
  const body = method === 'POST' || method === 'DELETE' ? await readJsonBody(req, ctx.limits) : undefined;
  if (body?.ok === false) return ctx.error(res, body.error);
  const out = ctx.drills.control(method, body?.json);
  if (out === undefined) return ctx.error(res, E.METHOD_NOT_ALLOWED);
  if (!out.ok) return ctx.error(res, E.fieldError('drills', out.rule));
  return sendJson(res, 200, { success: true, drills: out.drills });
}
