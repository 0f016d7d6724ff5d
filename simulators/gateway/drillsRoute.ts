/**
 * Drills on demand (docs/drills.md), the control API's /_sim/drills, beside
 * /_sim/outcomes and under the same cross-origin refusal (httpBinding.ts):
 *   GET    the drills armed, oldest first
 *   POST   {"drills": ["name[:ms]", ...]} (or one "a,b" string) arms them after those armed
 *   DELETE disarms every drill (so does POST /_sim/reset)
 */
import type { ServerResponse } from 'node:http';
import { GatewayError, errors } from './errors.js';
import { sendJson } from './respond.js';
import type { SimulatorState } from './simulatorState.js';

/** The drills' own rules are lib/judging/drills/armedDrills.ts. */
export function drillsRoute(
  state: SimulatorState,
  method: string | undefined,
  body: Record<string, unknown>,
  res: ServerResponse,
): void {
  const out = state.drills.control(method ?? 'GET', body);
  if (out === undefined) throw new GatewayError(errors.methodNotAllowed);
  if (!out.ok) throw new GatewayError(errors.validation, out.rule, 'drills');
  sendJson(res, 200, { drills: out.drills });
}
