/**
 * The environment paycert reads: process.env, completed by a `.env` file in
 * the working directory (variables already set win, as usual). Only the
 * variables of the one table (variables.ts) can be read through these.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from './configError.js';
import type { VariableName } from './variables.js';

let loaded = false;

export function loadEnv(file = '.env'): NodeJS.ProcessEnv {
  if (!loaded) {
    loaded = true;
    const path = resolve(file);
    if (existsSync(path)) process.loadEnvFile(path);
  }
  return process.env;
}

/** A trimmed, non-empty value, or undefined. */
export function envValue(name: VariableName): string | undefined {
  const v = loadEnv()[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

/** An http(s) URL, or a ConfigError naming the variable. */
export function envUrl(name: VariableName): URL | undefined {
  const v = envValue(name);
  if (v === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL, got "${v}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http:// or https:// URL, got "${v}".`);
  }
  return url;
}

/** A yes/no flag: 1, true, yes, on (case-insensitive) mean yes. */
export function envFlag(name: VariableName): boolean {
  const v = envValue(name)?.toLowerCase();
  if (v === undefined) return false;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be one of 1, true, yes, on, 0, false, no, off; got "${v}".`);
}
