/**
 * The gateway simulator's programmatic API: the suites' fixtures and
 * bin/simulate.ts start it here. See docs/gateway-simulator.md.
 */
import { resolveLimits } from '../../lib/targets/http/connectionLimits.js';
import { OutcomeQueue } from '../kit/outcomeQueue.js';
import { jsonMessage } from '../kit/requestLog.js';
import { closeServer, createSimServer, listenLoopback } from '../kit/simServer.js';
import { Clock } from './clock.js';
import { checkConfigurations, defaultConfiguration, type GatewayConfiguration } from './configuration.js';
import { FaultSet } from './faults.js';
import { entriesOf as faultEntriesOf } from './faultEntries/faultVariations.js';
import { personalityChoices } from './personality/personalities.js';
import { Variations } from '../kit/variation.js';
import type { AnswerContext, GatewayVariation } from './variation.js';
import { errorEnvelope } from './errors.js';
import { gatewayRequestListener } from './httpBinding.js';
import { defaultReturnUrls, type SimulatorState } from './simulatorState.js';
import { GatewayStore } from './store.js';
import type { GatewayQueued } from './queuedOutcomes.js';
import { SimDrills } from '../kit/simDrills.js';
import { PageHub } from '../kit/pageHub.js';
import { Refusals } from './refusals.js';
import type { SimOptions } from '../kit/simOptions.js';

export type { GatewayConfiguration } from './configuration.js';
export { gatewayFaults, type GatewayFault, type GatewayFaultName } from './faults.js';
export { choiceLabels } from './threeDSecurePage.js';
export {
  gatewayPersonalities,
  gatewayPersonalityNames,
  isGatewayPersonality,
  type GatewayPersonality,
} from './personality/personalities.js';

export interface GatewaySimulatorOptions extends SimOptions {
  /** Default 8090; 0 = a free port. */
  port?: number;
  /**
   * Base URL of every link (action, data, documentation, own return pages). Default: the address
   * each request reached the simulator by (X-Forwarded-Host, else Host), so a proxy or a port
   * mapping in front needs none; set it when the shopper's browser reaches the simulator by
   * another address than the merchant's server does.
   */
  publicUrl?: string;
  /** Default: one, id 'paycert-sim', key 'paycert-sim-key'. */
  configurations?: readonly GatewayConfiguration[];
  seed?: number;
  faults?: readonly string[];
  /** `reference` (default) or `field`: see docs/personalities.md. */
  personality?: string;
}

export interface RunningGatewaySimulator {
  readonly url: string;
  readonly configurations: readonly GatewayConfiguration[];
  stop(): Promise<void>;
}

export const defaultGatewayPort = 8090;
export const defaultGatewaySeed = 20260101;

/** The rules an error envelope names: each error's fields and message (errors.ts). */
function errorRule(json: unknown): string | undefined {
  const list = (json as { errorReport?: { errors?: { message?: string; parameters?: string[] }[] } } | null)
    ?.errorReport?.errors;
  if (!Array.isArray(list) || list.length === 0) return undefined;
  return list
    .map((e) => {
      const message = e.message ?? '';
      const fields = (e.parameters ?? []).filter((f) => !message.includes(f));
      return fields.length > 0 ? `${fields.join(', ')}: ${message}` : message;
    })
    .join('; ');
}

export async function startGatewaySimulator(
  options: GatewaySimulatorOptions = {},
): Promise<RunningGatewaySimulator> {
  const configurations = options.configurations ?? [defaultConfiguration];
  checkConfigurations(configurations);
  const port = options.port ?? defaultGatewayPort;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`port must be an integer 0-65535, got ${port}`);
  if (options.publicUrl !== undefined && !/^https?:\/\/[^\s/]+(\/\S*)?$/.test(options.publicUrl)) {
    throw new Error('publicUrl must be an absolute http(s) URL');
  }
  const seed = options.seed ?? defaultGatewaySeed;
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  const personality = options.personality ?? 'reference';
  const choices = personalityChoices(personality);
  const variations = new Variations<AnswerContext, GatewayVariation>();
  // The active faults' entries bend the reference answer first; the personality's choices apply after.
  const faults = new FaultSet(options.faults ?? [], (active) =>
    variations.set([...faultEntriesOf(active), ...choices]),
  );
  const clock = new Clock();
  const pages = new PageHub(options.log);
  const state: SimulatorState = {
    store: new GatewayStore({ seed, clock }),
    faults,
    variations,
    personality,
    clock,
    outcomes: new OutcomeQueue<GatewayQueued>(),
    drills: new SimDrills('gateway', clock, options.drills),
    seed,
    configurations: new Map(configurations.map((c) => [c.id, c])),
    publicUrl: undefined,
    listenUrl: '',
    domain: '',
    defaultReturnUrls: new Map(),
    pages,
    refusals: new Refusals(() => pages.feed.poke()),
  };

  const limits = resolveLimits(options.limits);
  const server = createSimServer(
    limits,
    (status, message) => ({
      type: 'application/json; charset=utf-8',
      body: JSON.stringify(errorEnvelope([{ code: `Http${status}`, message, parameters: [] }])),
    }),
    gatewayRequestListener(state),
    // One line per request for the console (options.log) and the gateway page.
    pages.requestLog('gateway', (body) => jsonMessage(body, errorRule)),
  );
  const actual = await listenLoopback(server, port);
  const url = `http://127.0.0.1:${actual}`;
  state.listenUrl = url;
  state.publicUrl = options.publicUrl?.replace(/\/+$/, '');
  const base = state.publicUrl ?? url;
  state.domain = new URL(base).hostname;
  state.defaultReturnUrls = defaultReturnUrls(configurations, base);

  let stopped: Promise<void> | undefined;
  return {
    url,
    configurations,
    stop(): Promise<void> {
      stopped ??= closeServer(server);
      return stopped;
    },
  };
}
