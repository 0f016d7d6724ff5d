/**
 * No Chromium could be found or fetched: the run cannot judge the gateway's
 * browser journeys (verdict ERROR, not a failure of the target). The message
 * is one sentence that says how to get one.
 */
export class BrowserUnavailable extends Error {
  override readonly name = 'BrowserUnavailable';
}

export const howToInstall =
  'install one with `npx playwright install chromium` or your system package manager ' +
  '(Debian: `apt-get install chromium`), or set PAYCERT_CHROMIUM to a Chromium executable';
