/**
 * One configuration for every target: the suites run against the embedded
 * simulators by default, or against the targets the environment names
 * (README, "Configuration"). API projects use no browser; only tests that
 * ask for `page` launch one.
 */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './fixtures/browser.js';
import { ConfigError } from './lib/config/configError.js';
import { gatewayConfig } from './lib/config/gatewayConfig.js';
import { readTerminalConfig } from './lib/config/terminalConfig.js';
import { faultProjects } from './lib/faultProof/faultProjects.js';
import { faultCases } from './simulators/faultCases.js';

// A configuration mistake stops the run once, in one sentence naming the variable, before any test.
try {
  readTerminalConfig();
  gatewayConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`paycert configuration: ${e.message}`);
  process.exit(2);
}

const reportsDir = process.env.PAYCERT_REPORTS_DIR ?? 'reports';
// A fleet is checked one device per worker, so it defaults to as many workers as devices.
const fleetSize = (process.env.TERMINAL_URLS ?? '').split(',').filter((u) => u.trim() !== '').length;
const workers = Number(process.env.PAYCERT_WORKERS ?? '') || Math.max(2, fleetSize);

const productProjects = [
  { name: 'terminal', testDir: 'suites/terminal' },
  { name: 'gateway', testDir: 'suites/gateway' },
  { name: 'properties', testDir: 'suites/properties' },
];

// `npm run prove` (PAYCERT_PROVE=1): the product projects as the baseline, plus one project per
// fault switch (PAYCERT_PROVE_ONLY narrows them; PAYCERT_PROVE_BASELINE=0 drops the baseline).
function proveProjects(): { name: string }[] {
  const only = new Set((process.env.PAYCERT_PROVE_ONLY ?? '').split(',').filter((f) => f !== ''));
  const cases = faultCases().filter((c) => only.size === 0 || only.has(c.fault));
  return [...(process.env.PAYCERT_PROVE_BASELINE === '0' ? [] : productProjects), ...faultProjects(cases)];
}

export default defineConfig<object, { terminalFaults: string[]; gatewayFaults: string[] }>({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers,
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: `${reportsDir}/test-results`,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['html', { outputFolder: `${reportsDir}/html`, open: 'never' }],
    ['junit', { outputFile: `${reportsDir}/junit.xml` }],
    ['./reporters/conformanceReporter.ts', { outputDir: reportsDir }],
    ['./reporters/allureReporter.ts', { resultsDir: `${reportsDir}/allure-results` }],
    ['./reporters/summaryLine.ts'],
  ],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'off',
  },
  projects:
    process.env.PAYCERT_PROVE === '1'
      ? proveProjects()
      : [...productProjects, { name: 'selftest', testDir: 'selftest' }],
});
