/**
 * The gate form's contract with the command it runs (`paycert proxy [flags]
 * -- <command>`): the environment names the proxy's sides in the variables
 * paycert and an integrator's tests already read (TERMINAL_URL,
 * TERMINAL_USERNAME, TERMINAL_PASSWORD or TERMINAL_AUTH_HEADER, GATEWAY_URL,
 * GATEWAY_API_KEY, GATEWAY_CONFIGURATION_ID) and PAYCERT_GATE says that a
 * gate runs: a short JSON description without secrets, which the API's
 * `startSimulators()` reads to hand out the gate's simulators instead of
 * starting its own. Written and read here only.
 */
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../simulators/terminal/credentials.js';
import { isJsonObject } from '../lib/support/json/isJsonObject.js';
import { parseJsonAs } from '../lib/support/json/parseJsonAs.js';
import { splitHeaderLine } from '../lib/targets/config/terminalConfig.js';
import type { RecordedRun } from './recordSimulators.js';

export const gateVariable = 'PAYCERT_GATE';

/** What PAYCERT_GATE holds: the sides the gate carries; the credentials are in the usual variables. */
interface GateDescription {
  readonly version: 1;
  /** `simulator`: the side forwards to an embedded simulator (it has `/_sim/outcomes`). */
  readonly terminal?: { readonly simulator: boolean; readonly seed?: number };
  readonly gateway?: { readonly simulator: boolean };
}

/** The environment of the gate's command: `base` with the proxy's sides named. */
export function gateEnvironment(run: RecordedRun, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  const t = run.terminal;
  if (t !== undefined) {
    env.TERMINAL_URL = t.url;
    delete env.TERMINAL_URLS; // one terminal: the proxy's
    const o = t.simulator?.options;
    if (o?.authHeader !== undefined) {
      env.TERMINAL_AUTH_HEADER = `${o.authHeader.name}: ${o.authHeader.value}`;
      delete env.TERMINAL_USERNAME;
      delete env.TERMINAL_PASSWORD;
    } else if (o !== undefined) {
      env.TERMINAL_USERNAME = o.username ?? DEFAULT_USERNAME;
      env.TERMINAL_PASSWORD = o.password ?? DEFAULT_PASSWORD;
      delete env.TERMINAL_AUTH_HEADER;
    }
  }
  const g = run.gateway;
  if (g !== undefined) {
    env.GATEWAY_URL = g.url;
    const c = g.simulator?.configurations[0];
    if (c !== undefined) {
      env.GATEWAY_CONFIGURATION_ID = c.id;
      env.GATEWAY_API_KEY = c.apiKeys[0] ?? '';
    }
  }
  const description: GateDescription = {
    version: 1,
    ...(t === undefined
      ? {}
      : {
          terminal: {
            simulator: t.simulator !== undefined,
            ...(t.simulator === undefined ? {} : { seed: t.simulator.options.seed }),
          },
        }),
    ...(g === undefined ? {} : { gateway: { simulator: g.simulator !== undefined } }),
  };
  env[gateVariable] = JSON.stringify(description);
  return env;
}

/** The gate's terminal side as its command sees it. */
export interface GateTerminal {
  readonly url: string;
  readonly username: string;
  readonly password: string;
  /** Set instead of the Basic credentials when the gate's terminal takes a header. */
  readonly authHeader?: { readonly name: string; readonly value: string };
  /** The embedded simulator's seed; undefined for an upstream. */
  readonly seed?: number;
  readonly simulator: boolean;
}

export interface GateGateway {
  readonly url: string;
  readonly configurationId: string;
  readonly apiKey: string;
  readonly simulator: boolean;
}

export interface GateSides {
  readonly terminal?: GateTerminal;
  readonly gateway?: GateGateway;
}

function variable(env: NodeJS.ProcessEnv, name: string): string {
  const v = env[name];
  if (v === undefined || v === '')
    throw new Error(
      `${gateVariable} is set, but ${name} is not: run the tests through paycert proxy -- <command>`,
    );
  return v;
}

/** The gate this process runs under, or undefined when PAYCERT_GATE is unset; throws one sentence when it is not the gate's. */
export function readGate(env: NodeJS.ProcessEnv = process.env): GateSides | undefined {
  const raw = env[gateVariable];
  if (raw === undefined || raw === '') return undefined;
  // Anything but the gate's description is said below.
  const d: Partial<GateDescription> = parseJsonAs(raw, isJsonObject) ?? {};
  if (d.version !== 1)
    throw new Error(
      `${gateVariable} holds "${raw.slice(0, 40)}", not what paycert proxy -- <command> writes: unset it, or run the tests through the gate`,
    );
  return {
    terminal: d.terminal === undefined ? undefined : gateTerminal(env, d.terminal),
    gateway: d.gateway === undefined ? undefined : gateGateway(env, d.gateway),
  };
}

function gateTerminal(env: NodeJS.ProcessEnv, side: NonNullable<GateDescription['terminal']>): GateTerminal {
  const header = env.TERMINAL_AUTH_HEADER;
  return {
    url: variable(env, 'TERMINAL_URL'),
    username: env.TERMINAL_USERNAME ?? '',
    password: env.TERMINAL_PASSWORD ?? '',
    authHeader: header === undefined ? undefined : splitHeaderLine(header),
    seed: side.seed,
    simulator: side.simulator,
  };
}

function gateGateway(env: NodeJS.ProcessEnv, side: NonNullable<GateDescription['gateway']>): GateGateway {
  return {
    url: variable(env, 'GATEWAY_URL'),
    configurationId: env.GATEWAY_CONFIGURATION_ID ?? '',
    apiKey: env.GATEWAY_API_KEY ?? '',
    simulator: side.simulator,
  };
}
