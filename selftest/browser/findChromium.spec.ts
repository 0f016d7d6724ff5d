/**
 * Browser discovery order with fake paths (no file system, no network), and
 * one real launch of whichever Chromium this machine has.
 */
import { test, expect } from '@playwright/test';
import { join } from 'node:path';
import { BrowserUnavailable } from '../../lib/targets/browser/browserUnavailable.js';
import { ensureChromium } from '../../lib/targets/browser/ensureChromium.js';
import { findChromium, type DiscoveryProbe } from '../../lib/targets/browser/findChromium.js';
import { npmChromiumDir } from '../../lib/targets/browser/npmChromium.js';
import { chromium } from '@playwright/test';
import { findChromium as findHere, launchOptionsOf } from '../../fixtures/browser.js';

const cacheDir = '/fake/cache';
const npmMarker = join(npmChromiumDir(cacheDir), '.paycert-complete');

function probe(present: readonly string[], env: NodeJS.ProcessEnv = {}): DiscoveryProbe {
  return {
    env,
    exists: (p) => present.includes(p),
    playwrightPath: () => '/fake/ms-playwright/chrome',
    systemPaths: ['/usr/bin/chromium', '/usr/bin/google-chrome'],
    cacheDir,
  };
}

const all = ['/fake/named', '/fake/ms-playwright/chrome', '/usr/bin/google-chrome', npmMarker];

test('PAYCERT_CHROMIUM comes first', () => {
  const c = findChromium(probe(all, { PAYCERT_CHROMIUM: '/fake/named' }));
  expect(c).toMatchObject({ source: 'PAYCERT_CHROMIUM', executablePath: '/fake/named' });
  expect(c?.args).toContain('--no-sandbox');
});

test('a PAYCERT_CHROMIUM that does not exist is an error naming the variable, not a fallback', () => {
  expect(() => findChromium(probe(all, { PAYCERT_CHROMIUM: '/nope' }))).toThrow(
    new BrowserUnavailable('PAYCERT_CHROMIUM names /nope, which does not exist'),
  );
});

test("then Playwright's own build, launched with Playwright's defaults", () => {
  expect(findChromium(probe(all))).toEqual({ source: 'playwright', executablePath: undefined, args: [] });
});

test('then the first system Chromium, then the npm build in the cache', () => {
  const system = findChromium(probe(all.slice(2)));
  expect(system).toMatchObject({ source: 'system', executablePath: '/usr/bin/google-chrome' });
  const npm = findChromium(probe([npmMarker]));
  expect(npm).toMatchObject({ source: 'npm', executablePath: join(npmChromiumDir(cacheDir), 'chromium') });
  expect(npm?.env?.LD_LIBRARY_PATH).toBe(join(npmChromiumDir(cacheDir), 'lib'));
  expect(findChromium(probe([]))).toBeUndefined();
});

test('PAYCERT_BROWSER_DISCOVERY=npm skips everything but the npm build', () => {
  expect(
    findChromium(probe(all, { PAYCERT_BROWSER_DISCOVERY: 'npm', PAYCERT_CHROMIUM: '/nope' })),
  ).toMatchObject({
    source: 'npm',
  });
});

test('with nothing found and fetching off, one sentence says how to install one', () => {
  expect(() => ensureChromium(probe([], { PAYCERT_BROWSER_FETCH: '0' }), () => undefined)).toThrow(
    /^No Chromium found .*npx playwright install chromium.*PAYCERT_CHROMIUM/,
  );
});

test('the Chromium found here launches and renders a page', async () => {
  const choice = findHere();
  test.skip(choice === undefined, 'no Chromium on this machine (the pre-flight would fetch one)');
  const browser = await chromium.launch(launchOptionsOf(choice!));
  try {
    const page = await browser.newPage();
    await page.setContent('<h1>paycert</h1>');
    await expect(page.locator('h1')).toHaveText('paycert');
  } finally {
    await browser.close();
  }
});
