/** Everything one running gateway simulator holds; passed to the HTTP binding and the control API. */
import type { Clock } from './clock.js';
import type { SimDrills } from '../kit/simDrills.js';
import type { GatewayConfiguration } from './configuration.js';
import type { FaultSet } from './faults.js';
import type { ReturnUrls } from './model.js';
import type { OutcomeQueue } from '../kit/outcomeQueue.js';
import type { GatewayQueued } from './queuedOutcomes.js';
import type { GatewayStore } from './store.js';
import type { Variations } from '../kit/variation.js';
import type { AnswerContext, GatewayVariation } from './variation.js';
import type { PageHub } from '../kit/pageHub.js';
import type { Refusals } from './refusals.js';

export interface SimulatorState {
  readonly store: GatewayStore;
  readonly faults: FaultSet;
  /** The active faults' entries, then the personality's choices (personality/), applied beside the reference logic. */
  readonly variations: Variations<AnswerContext, GatewayVariation>;
  readonly personality: string;
  readonly clock: Clock;
  /** Outcomes on demand: the choices the next opened 3-D Secure pages resolve with (control API). */
  readonly outcomes: OutcomeQueue<GatewayQueued>;
  /** Transport faults on demand for the next payment job (docs/drills.md), on this clock. */
  readonly drills: SimDrills;
  readonly seed: number;
  readonly configurations: ReadonlyMap<string, GatewayConfiguration>;
  /** The configured base of every link (`--gateway-public-url`); without one, links follow the request (linkBase.ts). */
  publicUrl: string | undefined;
  /** The listening address, http://127.0.0.1:<port>; set once the port is known. */
  listenUrl: string;
  domain: string;
  /** Return URLs of jobs without their own, by configuration id, on the public URL or the listening address. */
  defaultReturnUrls: ReadonlyMap<string, ReturnUrls>;
  /** The gateway page's change feed, streams and request-log lines (gatewayPage.ts). */
  readonly pages: PageHub;
  /** The newest refused requests, kept while someone reads them (refusals.ts). */
  readonly refusals: Refusals;
}

export const simulatorVersion = '0.1.0';
export const defaultLocale = 'en_GB';

function ownReturnUrls(publicUrl: string): ReturnUrls {
  return {
    success: `${publicUrl}/_sim/return/success`,
    failed: `${publicUrl}/_sim/return/failed`,
    cancelled: `${publicUrl}/_sim/return/cancelled`,
  };
}

/** One configuration's return URLs: its own, else the simulator's return pages on `base`. */
function configurationReturnUrls(c: GatewayConfiguration | undefined, base: string): ReturnUrls {
  const own = ownReturnUrls(base);
  return {
    success: c?.returnUrls?.success ?? own.success,
    failed: c?.returnUrls?.failed ?? own.failed,
    cancelled: c?.returnUrls?.cancelled ?? own.cancelled,
  };
}

/** By configuration id: the configuration's return URLs, else the simulator's own return pages. */
export function defaultReturnUrls(
  configurations: Iterable<GatewayConfiguration>,
  publicUrl: string,
): Map<string, ReturnUrls> {
  return new Map([...configurations].map((c) => [c.id, configurationReturnUrls(c, publicUrl)]));
}

/**
 * Parameters win, then the configuration's defaults, then the simulator's own
 * return pages on the job's link base (linkBase.ts). A job without its own
 * URLs on the usual base shares the defaults: every stored job holds them, so
 * per-job copies would only add garbage.
 */
export function returnUrlsFor(
  state: SimulatorState,
  configurationId: string,
  given: { readonly success?: string; readonly failed?: string; readonly cancelled?: string },
  base: string,
): ReturnUrls {
  const defaults =
    (base === (state.publicUrl ?? state.listenUrl)
      ? state.defaultReturnUrls.get(configurationId)
      : undefined) ?? configurationReturnUrls(state.configurations.get(configurationId), base);
  if (given.success === undefined && given.failed === undefined && given.cancelled === undefined) {
    return defaults;
  }
  return {
    success: given.success ?? defaults.success,
    failed: given.failed ?? defaults.failed,
    cancelled: given.cancelled ?? defaults.cancelled,
  };
}
