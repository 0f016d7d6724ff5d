/** Everything one running gateway simulator holds; passed to the HTTP binding and the control API. */
import type { Clock } from './clock.js';
import type { GatewayConfiguration } from './configuration.js';
import type { FaultSet } from './faults.js';
import type { ReturnUrls } from './model.js';
import type { GatewayStore } from './store.js';

export interface SimulatorState {
  readonly store: GatewayStore;
  readonly faults: FaultSet;
  readonly clock: Clock;
  readonly seed: number;
  readonly configurations: ReadonlyMap<string, GatewayConfiguration>;
  /** Base of every link; set once the port is known. */
  publicUrl: string;
  domain: string;
}

export const simulatorVersion = '0.1.0';
export const defaultLocale = 'en_GB';

/** Parameters win, then the configuration's defaults, then the simulator's own return pages. */
export function returnUrlsFor(
  state: SimulatorState,
  configurationId: string,
  given: { readonly success?: string; readonly failed?: string; readonly cancelled?: string },
): ReturnUrls {
  const conf = state.configurations.get(configurationId)?.returnUrls ?? {};
  const own = (kind: string): string => `${state.publicUrl}/_sim/return/${kind}`;
  return {
    success: given.success ?? conf.success ?? own('success'),
    failed: given.failed ?? conf.failed ?? own('failed'),
    cancelled: given.cancelled ?? conf.cancelled ?? own('cancelled'),
  };
}
