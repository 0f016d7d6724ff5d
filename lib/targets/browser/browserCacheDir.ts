/**
 * Where a fetched browser is kept between runs: PAYCERT_BROWSER_CACHE, else
 * the user's cache directory (XDG_CACHE_HOME or ~/.cache) under `paycert`.
 * CI caches this folder.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';

export function browserCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.PAYCERT_BROWSER_CACHE;
  if (named !== undefined && named !== '') return named;
  const xdg = env.XDG_CACHE_HOME;
  const base = xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.cache');
  return join(base, 'paycert', 'browser');
}
