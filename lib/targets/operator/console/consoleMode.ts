/**
 * Whether and where a certification run offers the operator's console page
 * (PAYCERT_OPERATOR_CONSOLE): `loopback` (the default in operator mode: this
 * machine only), `network` (the shop's network, with a one-time code in the
 * URL), `off` (the console prompt in the terminal only). Only
 * `paycert conformance` serves it; any other operator run uses the prompt.
 */
import { ConfigError } from '../../config/configError.js';
import type { ConsoleReach } from './consoleAccess.js';
import { consoleOfEnvironment, postToConsole } from './consolePrompt.js';

export const consoleModeVariable = 'PAYCERT_OPERATOR_CONSOLE';

/** The reach asked for, or undefined for none (not operator mode, or `off`); a wrong value throws naming the variable. */
export function consoleReach(env: NodeJS.ProcessEnv = process.env): ConsoleReach | undefined {
  if (env.PAYCERT_OPERATOR !== '1') return undefined;
  const v = (env[consoleModeVariable] ?? 'loopback').trim();
  if (v === 'off') return undefined;
  if (v === 'loopback' || v === 'network') return v;
  throw new ConfigError(`${consoleModeVariable} must be loopback, network or off, got "${v.slice(0, 40)}"`);
}

/** Tells the run's console how far the run is (the progress reporter), when there is one; never waits long. */
export function tellConsoleProgress(p: {
  total: number;
  done: number;
  passed: number;
  failed: number;
  skipped: number;
}): void {
  const target = consoleOfEnvironment();
  if (target !== undefined) void postToConsole(target, '/_console/progress', p, 2_000);
}
