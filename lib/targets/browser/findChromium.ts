/**
 * Finds a Chromium without fetching anything, in this order: PAYCERT_CHROMIUM;
 * Playwright's own installed build; a system Chromium; a build fetched
 * through npm earlier and unpacked in the cache. PAYCERT_BROWSER_DISCOVERY=npm
 * skips the first three (to try the npm path on a machine that has a browser).
 * lib/ never imports Playwright: the caller passes where Playwright's own
 * build would be.
 */
import { existsSync } from 'node:fs';
import { browserCacheDir } from './browserCacheDir.js';
import { lockedDownArgs, type BrowserChoice } from './browserChoice.js';
import { BrowserUnavailable } from './browserUnavailable.js';
import { unpackedNpmChromium } from './npmChromium.js';

export const systemChromiumPaths: readonly string[] = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export interface DiscoveryProbe {
  readonly env: NodeJS.ProcessEnv;
  readonly exists: (path: string) => boolean;
  /** Where Playwright's own Chromium is (or would be) installed; undefined when it cannot say. */
  readonly playwrightPath: () => string | undefined;
  readonly systemPaths: readonly string[];
  readonly cacheDir: string;
}

export function defaultProbe(playwrightPath: () => string | undefined): DiscoveryProbe {
  return {
    env: process.env,
    exists: existsSync,
    playwrightPath,
    systemPaths: systemChromiumPaths,
    cacheDir: browserCacheDir(),
  };
}

export function findChromium(probe: DiscoveryProbe): BrowserChoice | undefined {
  const onlyNpm = probe.env.PAYCERT_BROWSER_DISCOVERY === 'npm';
  if (!onlyNpm) {
    const named = probe.env.PAYCERT_CHROMIUM;
    if (named !== undefined && named !== '') {
      if (!probe.exists(named)) {
        throw new BrowserUnavailable(`PAYCERT_CHROMIUM names ${named}, which does not exist`);
      }
      return { source: 'PAYCERT_CHROMIUM', executablePath: named, args: lockedDownArgs };
    }
    let bundled: string | undefined;
    try {
      bundled = probe.playwrightPath();
    } catch {
      bundled = undefined;
    }
    if (bundled !== undefined && probe.exists(bundled)) {
      return { source: 'playwright', executablePath: undefined, args: [] };
    }
    const system = probe.systemPaths.find((p) => probe.exists(p));
    if (system !== undefined) return { source: 'system', executablePath: system, args: lockedDownArgs };
  }
  return unpackedNpmChromium(probe.cacheDir, probe.exists);
}
