/**
 * Whether and where a certification run offers the operator's console page
 * (PAYCERT_OPERATOR_CONSOLE): `loopback` (the default in operator mode: this
 * machine only), `network` (the shop's network, with a one-time code in the
 * URL), `off` (the console prompt in the terminal only). Only
 * `paycert conformance` serves it; any other operator run uses the prompt.
 */
import { ConfigError } from '../../config/configError.js';
import { envFlag, envValue } from '../../config/env.js';
import type { ConsoleReach } from './consoleAccess.js';
import { consoleOfEnvironment, postToConsole } from './consolePrompt.js';

export const consoleModeVariable = 'PAYCERT_OPERATOR_CONSOLE';

/**
 * The reach asked for, or undefined for none: not operator mode, no live terminal (TERMINAL_URL or
 * TERMINAL_URLS: only a device needs a person), or `off`. A wrong value throws naming the variable.
 */
export function consoleReach(): ConsoleReach | undefined {
  const v = envValue(consoleModeVariable) ?? 'loopback';
  if (v !== 'off' && v !== 'loopback' && v !== 'network')
    throw new ConfigError(`${consoleModeVariable} must be loopback, network or off, got "${v.slice(0, 40)}"`);
  const device = envValue('TERMINAL_URL') !== undefined || envValue('TERMINAL_URLS') !== undefined;
  return envFlag('PAYCERT_OPERATOR') && device && v !== 'off' ? v : undefined;
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
