/**
 * The simulator's control API (outside /api/gateway/, no authentication,
 * loopback only): info for detection, reset, faults, the test cards, and
 * moving the clock.
 *   GET  /_sim/info    { simulator: "paycert-gateway", version, seed, faults, configurations: [ids] }
 *   POST /_sim/reset   forget every token and job, restart the PRNG and clock
 *   POST /_sim/config  { faults: string[] }
 *   GET  /_sim/cards   the test-card table
 *   GET  /_sim/faults  every fault with the requirement it breaks
 *   POST /_sim/clock   { advanceMs: number }
 *   GET | POST | DELETE /_sim/outcomes   the queued 3-D Secure outcomes (outcomesRoute.ts)
 *   GET | POST | DELETE /_sim/drills     transport faults for the next payment job (drillsRoute.ts, docs/drills.md)
 *   GET  /_sim/page/<file>, /_sim/page/events   the gateway page's files and live stream (gatewayPage.ts; GET / is the page)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gatewayTestCards } from '../../lib/targets/gateway/testCards.js';
import { GatewayError, errors } from './errors.js';
import { gatewayFaults } from './faults.js';
import { parseJsonBody, readBody } from './readBody.js';
import { outcomesRoute } from './outcomesRoute.js';
import { drillsRoute } from './drillsRoute.js';
import { sendJson } from './respond.js';
import { handleGatewayPage } from './gatewayPage.js';
import { simPageBase } from '../kit/pageHub.js';
import type { SimulatorState } from './simulatorState.js';
import { simulatorVersion } from './simulatorState.js';
import { isJsonObject } from '../../lib/support/json/isJsonObject.js';

export function info(state: SimulatorState): unknown {
  return {
    simulator: 'paycert-gateway',
    version: simulatorVersion,
    seed: state.seed,
    personality: state.personality,
    faults: state.faults.list(),
    configurations: [...state.configurations.keys()],
  };
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req);
  if (body.length === 0) return {};
  const doc = parseJsonBody(body);
  if (!isJsonObject(doc)) throw new GatewayError(errors.validation, 'body must be a JSON object', 'body');
  return doc;
}

/** Returns false when the path is not a control endpoint. */
export async function controlApi(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const m = req.method;
  if (path.startsWith(simPageBase) && m === 'GET') return handleGatewayPage(state, req, res, path);
  if (path === '/_sim/info' && m === 'GET') sendJson(res, 200, info(state));
  else if (path === '/_sim/cards' && m === 'GET') sendJson(res, 200, { cards: gatewayTestCards });
  else if (path === '/_sim/faults' && m === 'GET')
    sendJson(res, 200, {
      faults: gatewayFaults.map(({ name, description, breaks, alsoBreaks }) => ({
        name,
        description,
        breaks,
        ...(alsoBreaks === undefined ? {} : { alsoBreaks }),
      })),
      active: state.faults.list(),
    });
  else if (path === '/_sim/reset' && m === 'POST') {
    await readBody(req);
    state.store.reset();
    state.clock.reset();
    state.outcomes.clear();
    state.drills.clear();
    state.refusals.clear();
    sendJson(res, 200, info(state));
  } else if (path === '/_sim/outcomes') {
    outcomesRoute(state, m, await jsonBody(req), res);
  } else if (path === '/_sim/drills') {
    drillsRoute(state, m, await jsonBody(req), res);
  } else if (path === '/_sim/config' && m === 'POST') {
    const doc = await jsonBody(req);
    const faults = doc.faults;
    if (!Array.isArray(faults) || faults.some((f) => typeof f !== 'string')) {
      throw new GatewayError(errors.validation, 'faults must be an array of fault names', 'faults');
    }
    try {
      state.faults.set(faults as string[]);
    } catch (e) {
      throw new GatewayError(errors.unknownFault, (e as Error).message, 'faults');
    }
    sendJson(res, 200, info(state));
  } else if (path === '/_sim/clock' && m === 'POST') {
    const doc = await jsonBody(req);
    const ms = doc.advanceMs;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      throw new GatewayError(errors.validation, 'advanceMs must be a non-negative number', 'advanceMs');
    }
    state.clock.advance(ms);
    sendJson(res, 200, { now: new Date(state.clock.now()).toISOString() });
  } else return false;
  return true;
}
