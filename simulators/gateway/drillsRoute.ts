/**
 * Drills on demand (docs/drills.md), the control API's /_sim/drills, beside
 * /_sim/outcomes and under the same cross-origin refusal (httpBinding.ts):
 *   GET    the drills armed, oldest first
 *   POST   {"drills": ["name[:ms]", ...]} (or one "a,b" string) arms them after those armed
 *   DELETE disarms every drill (so does POST /_sim/reset)
 */
import type { ServerResponse } from 'node:http';
import { parseDrillsBody } from '../kit/simDrills.js';
import { DrillError } from '../../lib/judging/drills/drills.js';
import { GatewayError, errors } from './errors.js';
import { sendJson } from './respond.js';
import type { SimulatorState } from './simulatorState.js';

export function drillsRoute(
  state: SimulatorState,
  method: string | undefined,
  body: Record<string, unknown>,
  res: ServerResponse,
): void {
  const drills = state.drills;
  if (method === 'POST') {
    const parsed = parseDrillsBody(body);
    if (!parsed.ok) throw new GatewayError(errors.validation, parsed.rule, 'drills');
    try {
      drills.arm(parsed.drills);
    } catch (e) {
      if (!(e instanceof DrillError)) throw e;
      throw new GatewayError(errors.validation, e.message, 'drills');
    }
  } else if (method === 'DELETE') drills.clear();
  else if (method !== 'GET') throw new GatewayError(errors.methodNotAllowed);
  sendJson(res, 200, { drills: drills.list() });
}
