/**
 * A Chromium to launch, fetching one through npm when none is found
 * (lib/targets/browser/findChromium.ts gives the order). Throws BrowserUnavailable
 * with one sentence saying how to install one when even that fails.
 */
import { howToInstall, BrowserUnavailable } from './browserUnavailable.js';
import type { BrowserChoice } from './browserChoice.js';
import { findChromium, type DiscoveryProbe } from './findChromium.js';
import { fetchNpmChromium } from './npmChromium.js';

export function ensureChromium(
  probe: DiscoveryProbe,
  log: (line: string) => void = (line) => console.error(line),
): BrowserChoice {
  const found = findChromium(probe);
  if (found !== undefined) return found;
  if (probe.env.PAYCERT_BROWSER_FETCH === '0') {
    throw new BrowserUnavailable(
      `No Chromium found and fetching is off (PAYCERT_BROWSER_FETCH=0): ${howToInstall}.`,
    );
  }
  const fetched = fetchNpmChromium(probe.cacheDir, log);
  if (typeof fetched === 'string') {
    throw new BrowserUnavailable(`No Chromium found, and ${fetched}: ${howToInstall}.`);
  }
  return fetched;
}
