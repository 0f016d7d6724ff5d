/**
 * Both simulators from an integrator's own tests, as `paycert simulate`
 * runs them: one terminal or a fleet, the gateway, one personality, a data
 * folder, ports; each handle knows its URL, the credentials it accepts and
 * its outcome queue.
 */
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
import {
  outcomeQueue,
  type GatewayDrill,
  type GatewayOutcome,
  type OutcomeQueue,
  type TerminalDrill,
  type TerminalOutcome,
} from './outcomeQueue.js';

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

/** A running terminal simulator. */
export interface SimulatedTerminal {
  /** `http://127.0.0.1:<port>`: the REST API is under `/api/v2/`, the control API under `/_sim/`. */
  readonly url: string;
  /** The HTTP Basic credentials it accepts (unless an `authHeader` was given). */
  readonly username: string;
  readonly password: string;
  /** The headers that authenticate a request to it (API and control API alike). */
  readonly headers: Readonly<Record<string, string>>;
  readonly seed: number;
  /** Its next outcomes: `approved`, `declined`, `cancelled`, `host-error`, `timeout`, `out-of-paper`. */
  readonly outcomes: OutcomeQueue<TerminalOutcome, TerminalDrill>;
}

/** A running gateway simulator. */
export interface SimulatedGateway {
  /** `http://127.0.0.1:<port>`: the API is under `/api/gateway/`. */
  readonly url: string;
  /** The ConfigurationId and API key it accepts (the first configuration's first key). */
  readonly configurationId: string;
  readonly apiKey: string;
  /** How its next opened 3-D Secure pages end: `3ds-passed`, `3ds-failed`, `3ds-not-authenticated`, `3ds-cancelled`. */
  readonly outcomes: OutcomeQueue<GatewayOutcome, GatewayDrill>;
}

export interface Simulators {
  /** The first terminal; throws when none was started (`terminals: 0`). */
  readonly terminal: SimulatedTerminal;
  /** Every terminal, in port order. */
  readonly terminals: readonly SimulatedTerminal[];
  /** The gateway; throws when none was started (`gateway: false`). */
  readonly gateway: SimulatedGateway;
  /** Stops every simulator and closes every connection. */
  stop(): Promise<void>;
}

function terminalHandle(t: RunningTerminalSimulator): SimulatedTerminal {
  const username = t.options.username ?? DEFAULT_USERNAME;
  const password = t.options.password ?? DEFAULT_PASSWORD;
  const headers =
    t.options.authHeader === undefined
      ? { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` }
      : { [t.options.authHeader.name]: t.options.authHeader.value };
  return {
    url: t.url,
    username,
    password,
    headers,
    seed: t.options.seed,
    outcomes: outcomeQueue<TerminalOutcome, TerminalDrill>({ url: t.url, headers }),
  };
}

function gatewayHandle(g: RunningGatewaySimulator): SimulatedGateway {
  const c = g.configurations[0] ?? defaultConfiguration;
  return {
    url: g.url,
    configurationId: c.id,
    apiKey: c.apiKeys[0] ?? '',
    outcomes: outcomeQueue<GatewayOutcome, GatewayDrill>({ url: g.url }),
  };
}

/**
 * Starts the terminal simulator(s) and the gateway simulator on 127.0.0.1
 * (free ports unless given) and resolves once they listen. Stop them with
 * `stop()`, e.g. in an `afterAll`.
 *
 * ```ts
 * const sims = await startSimulators({ terminal: { clockSpeed: 10 } });
 * await sims.terminal.outcomes.queue('declined');
 * // ...your application talks to sims.terminal.url and sims.gateway.url...
 * await sims.stop();
 * ```
 */
export async function startSimulators(options: SimulatorsOptions = {}): Promise<Simulators> {
  const shared = {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.personality === undefined ? {} : { personality: options.personality }),
    ...(options.log === undefined ? {} : { log: options.log }),
  };
  const terminals = await startTerminals({
    count: options.terminals ?? 1,
    options: {
      port: 0,
      ...options.terminal,
      ...shared,
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    },
  });
  let gateway: RunningGatewaySimulator | undefined;
  try {
    if (options.gateway !== false)
      gateway = await startGatewaySimulator({ port: 0, ...options.gateway, ...shared });
  } catch (e) {
    await Promise.all(terminals.map((t) => t.stop()));
    throw e;
  }
  const terminalHandles = terminals.map(terminalHandle);
  const gatewayHandle_ = gateway === undefined ? undefined : gatewayHandle(gateway);
  let stopped: Promise<void> | undefined;
  return {
    get terminal(): SimulatedTerminal {
      const t = terminalHandles[0];
      if (t === undefined) throw new Error('startSimulators: no terminal was started (terminals: 0)');
      return t;
    },
    terminals: terminalHandles,
    get gateway(): SimulatedGateway {
      if (gatewayHandle_ === undefined)
        throw new Error('startSimulators: no gateway was started (gateway: false)');
      return gatewayHandle_;
    },
    stop() {
      stopped ??= Promise.all([...terminals.map((t) => t.stop()), gateway?.stop()]).then(() => undefined);
      return stopped;
    },
  };
}
