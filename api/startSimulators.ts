/**
 * Both simulators from an integrator's own tests, as `paycert simulate`
 * runs them: one terminal or a fleet, the gateway, one personality, a data
 * folder, ports; each handle knows its URL, the credentials it accepts and
 * its outcome queue.
 */
import { readGate } from '../proxy/gateEnvironment.js';
import { defaultConfiguration } from '../simulators/gateway/configuration.js';
import {
  startGatewaySimulator,
  type GatewaySimulatorOptions,
  type RunningGatewaySimulator,
} from '../simulators/gateway/index.js';
import { startTerminals } from '../simulators/terminal/cli.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import type { RunningTerminalSimulator, TerminalSimulatorOptions } from '../simulators/terminal/index.js';
import type { PersonalityName } from '../simulators/terminal/personality/personalities.js';
import { gateSimulators } from './gateSimulators.js';
import {
  gatewayHandle,
  simulatorsOf,
  terminalHandle,
  type SimulatedGateway,
  type SimulatedTerminal,
  type Simulators,
} from './simulatorHandles.js';

export type { SimulatedGateway, SimulatedTerminal, Simulators } from './simulatorHandles.js';

export interface SimulatorsOptions {
  /** How many terminals (a fleet: one per test worker); default 1, 0 = none. */
  readonly terminals?: number;
  /** The terminals' settings; `port` is the first one's (default 0: free ports). */
  readonly terminal?: Omit<TerminalSimulatorOptions, 'seed' | 'personality' | 'dataDir' | 'log' | 'drills'>;
  /** The gateway's settings (`port` default 0: a free port), or false for none. */
  readonly gateway?: Omit<GatewaySimulatorOptions, 'seed' | 'personality' | 'log' | 'drills'> | false;
  /** `reference` (default) or `field`: the other conformant choices, for both simulators. */
  readonly personality?: PersonalityName;
  /** Seed of both (ids, references, tokens); terminal i gets seed + i. Default: random for the terminals. */
  readonly seed?: number;
  /** Keep each terminal's transaction database in `<dataDir>/terminal-<i>` (survives a restart). */
  readonly dataDir?: string;
  /** Receives one line per request, as `paycert simulate` prints them; default none. */
  readonly log?: (line: string) => void;
}

/** The simulators' settings the options make: how many terminals, their settings, the gateway's. */
export function settingsOf(options: SimulatorsOptions): {
  count: number;
  terminal: TerminalSimulatorOptions;
  gateway: GatewaySimulatorOptions | undefined;
} {
  const shared = {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.personality === undefined ? {} : { personality: options.personality }),
    ...(options.log === undefined ? {} : { log: options.log }),
  };
  return {
    count: options.terminals ?? 1,
    terminal: {
      port: 0,
      ...options.terminal,
      ...shared,
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    },
    gateway: options.gateway === false ? undefined : { port: 0, ...options.gateway, ...shared },
  };
}

/** A running terminal's handle, reached at `url` (itself, or a proxy in front). */
export function runningTerminal(t: RunningTerminalSimulator, url = t.url): SimulatedTerminal {
  const o = t.options;
  return terminalHandle({
    url,
    username: o.username ?? DEFAULT_USERNAME,
    password: o.password ?? DEFAULT_PASSWORD,
    authHeader: o.authHeader,
    seed: o.seed,
  });
}

/** A running gateway's handle, reached at `url` (itself, or a proxy in front). */
export function runningGateway(g: RunningGatewaySimulator, url = g.url): SimulatedGateway {
  const c = g.configurations[0] ?? defaultConfiguration;
  return gatewayHandle({ url, configurationId: c.id, apiKey: c.apiKeys[0] ?? '' });
}

/**
 * Starts the terminal simulator(s) and the gateway simulator on 127.0.0.1
 * (free ports unless given) and resolves once they listen. Stop them with
 * `stop()`, e.g. in an `afterAll`.
 *
 * Under a gate, `npx paycert proxy [flags] -- <command>` (PAYCERT_GATE
 * set), it starts nothing: it resolves the gate's simulators, reached
 * through the proxy, whose flags set them (`options` do not apply; one
 * terminal), and `stop()` stops nothing. So one test suite runs in-process
 * and, unchanged, through the gate, which judges the application's traffic.
 *
 * ```ts
 * const sims = await startSimulators({ terminal: { clockSpeed: 10 } });
 * await sims.terminal.outcomes.queue('declined');
 * // ...your application talks to sims.terminal.url and sims.gateway.url...
 * await sims.stop();
 * ```
 */
export async function startSimulators(options: SimulatorsOptions = {}): Promise<Simulators> {
  const gate = readGate();
  if (gate !== undefined) return gateSimulators(gate, () => Promise.resolve());
  const settings = settingsOf(options);
  const terminals = await startTerminals({ count: settings.count, options: settings.terminal });
  let gateway: RunningGatewaySimulator | undefined;
  try {
    if (settings.gateway !== undefined) gateway = await startGatewaySimulator(settings.gateway);
  } catch (e) {
    await Promise.all(terminals.map((t) => t.stop()));
    throw e;
  }
  let stopped: Promise<void> | undefined;
  return simulatorsOf(
    terminals.map((t) => runningTerminal(t)),
    gateway === undefined ? undefined : runningGateway(gateway),
    () => {
      stopped ??= Promise.all([...terminals.map((t) => t.stop()), gateway?.stop()]).then(() => undefined);
      return stopped;
    },
  );
}
