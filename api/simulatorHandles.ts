/**
 * The handles `startSimulators()` and `startGate()` give a test: per side
 * its URL, the credentials it accepts and its outcome queue with drills,
 * whether the side is a simulator itself or the recording proxy in front of
 * one (the proxy forwards `/_sim/outcomes` and answers `/_sim/drills` itself).
 */
import {
  outcomeQueue,
  type GatewayDrill,
  type GatewayOutcome,
  type OutcomeQueue,
  type TerminalDrill,
  type TerminalOutcome,
} from './outcomeQueue.js';

/** A running terminal simulator, or the gate's terminal side in front of one. */
export interface SimulatedTerminal {
  /** `http://127.0.0.1:<port>`: the REST API is under `/api/v2/`, the control API under `/_sim/`. */
  readonly url: string;
  /** The HTTP Basic credentials it accepts (unless an `authHeader` was given). */
  readonly username: string;
  readonly password: string;
  /** The headers that authenticate a request to it (API and control API alike). */
  readonly headers: Readonly<Record<string, string>>;
  /** The simulator's seed (reading it throws when the gate's terminal is a device, not a simulator). */
  readonly seed: number;
  /** Its next outcomes: `approved`, `declined`, `cancelled`, `host-error`, `timeout`, `out-of-paper`. */
  readonly outcomes: OutcomeQueue<TerminalOutcome, TerminalDrill>;
}

/** A running gateway simulator, or the gate's gateway side in front of one. */
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
  /**
   * Stops every simulator and closes every connection. Under a gate
   * (`paycert proxy -- <command>`) it stops nothing: the gate's simulators
   * outlive the tests, and the gate writes the report.
   */
  stop(): Promise<void>;
}

/** Where a terminal handle points and what it accepts. */
export interface TerminalAt {
  readonly url: string;
  readonly username: string;
  readonly password: string;
  readonly authHeader?: { readonly name: string; readonly value: string } | undefined;
  /** Undefined: not a simulator (a device behind a gate). */
  readonly seed: number | undefined;
}

/** The handle of the terminal at `t.url`: its credentials as headers, its outcome queue and drills there. */
export function terminalHandle(t: TerminalAt): SimulatedTerminal {
  const headers =
    t.authHeader === undefined
      ? { authorization: `Basic ${Buffer.from(`${t.username}:${t.password}`).toString('base64')}` }
      : { [t.authHeader.name]: t.authHeader.value };
  const seed = t.seed;
  return {
    url: t.url,
    username: t.username,
    password: t.password,
    headers,
    get seed(): number {
      if (seed === undefined) throw new Error(`the terminal at ${t.url} is not a simulator: it has no seed`);
      return seed;
    },
    outcomes: outcomeQueue<TerminalOutcome, TerminalDrill>({ url: t.url, headers }),
  };
}

/** The handle of the gateway at `g.url`, with its outcome queue and drills there. */
export function gatewayHandle(g: { url: string; configurationId: string; apiKey: string }): SimulatedGateway {
  return { ...g, outcomes: outcomeQueue<GatewayOutcome, GatewayDrill>({ url: g.url }) };
}

const notStarted = {
  terminal: 'startSimulators: no terminal was started (terminals: 0)',
  gateway: 'startSimulators: no gateway was started (gateway: false)',
};

/** The handles; a side asked for when none was started throws `missing`'s sentence. */
export function simulatorsOf<S extends () => Promise<unknown>>(
  terminals: readonly SimulatedTerminal[],
  gateway: SimulatedGateway | undefined,
  stop: S,
  missing: { readonly terminal: string; readonly gateway: string } = notStarted,
): Omit<Simulators, 'stop'> & { stop: S } {
  return {
    get terminal(): SimulatedTerminal {
      const t = terminals[0];
      if (t === undefined) throw new Error(missing.terminal);
      return t;
    },
    terminals,
    get gateway(): SimulatedGateway {
      if (gateway === undefined) throw new Error(missing.gateway);
      return gateway;
    },
    stop,
  };
}
