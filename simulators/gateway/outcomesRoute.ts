/**
 * Outcomes on demand (issue 14, item 4), the control API's /_sim/outcomes:
 *   GET    what is queued, oldest first
 *   POST   {"queue": [names]} appends (gatewayQueueable)
 *   DELETE clears (so does POST /_sim/reset)
 * The next payment job whose 3-D Secure page is opened takes the oldest.
 */
import type { ServerResponse } from 'node:http';
import { MAX_QUEUED_OUTCOMES, parseOutcomeQueue } from '../kit/outcomeQueue.js';
import { GatewayError, errors } from './errors.js';
import { gatewayQueueable } from './queuedOutcomes.js';
import { sendJson } from './respond.js';
import type { SimulatorState } from './simulatorState.js';

export function outcomesRoute(
  state: SimulatorState,
  method: string | undefined,
  body: Record<string, unknown>,
  res: ServerResponse,
): void {
  const queue = state.outcomes;
  if (method === 'POST') {
    const parsed = parseOutcomeQueue(body, 'gateway', gatewayQueueable, MAX_QUEUED_OUTCOMES - queue.length);
    if (!parsed.ok)
      throw new GatewayError(errors.validation, `${parsed.field}: ${parsed.rule}`, parsed.field);
    queue.append(parsed.names);
  } else if (method === 'DELETE') queue.clear();
  else if (method !== 'GET') throw new GatewayError(errors.methodNotAllowed);
  sendJson(res, 200, { queue: queue.list() });
}
