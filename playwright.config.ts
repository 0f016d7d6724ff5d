/**
 * One configuration for every target: the suites run against the embedded
 * simulators by default, or against the targets the environment names
 * (README, "Configuration"). API projects use no browser; only tests that
 * ask for `page` launch one.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig, type ReporterDescription } from '@playwright/test';
import { browserProblem, chromiumLaunchOptions } from './fixtures/browser.js';
import { ConfigError } from './lib/targets/config/configError.js';
import { gatewayConfig } from './lib/targets/config/gatewayConfig.js';
import { readTerminalConfig } from './lib/targets/config/terminalConfig.js';
import { faultProjects } from './lib/judging/faultProof/faultProjects.js';
import { faultCases } from './simulators/faultCases.js';
import { isListRun, runFolder } from './lib/reporting/evidence/evidenceRun.js';
import { paycertReporters, shardBlobReporter } from './lib/reporting/merge/paycertReporters.js';

// A configuration mistake stops the run once, in one sentence naming the variable, before any test.
try {
  readTerminalConfig();
  gatewayConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`paycert configuration: ${e.message}`);
  process.exit(2);
}

// `paycert conformance` names its evidence folder; any other run writes elsewhere (test-results),
// so `npm test` or `--list` never touches a sealed evidence folder (lib/reporting/evidence/evidenceRun.ts).
// Both are absolute, from the working directory (the integrator's project), not from this file,
// which may lie in node_modules/paycert/dist/.
const { dir: reportsDir, evidence } = runFolder();
const listing = isListRun(process.argv);
const here = fileURLToPath(new URL('.', import.meta.url));
// A fleet is checked one device per worker, so it defaults to as many workers as devices.
const fleetSize = (process.env.TERMINAL_URLS ?? '').split(',').filter((u) => u.trim() !== '').length;
const workers = Number(process.env.PAYCERT_WORKERS ?? '') || Math.max(2, fleetSize);

// The product projects: `npm run conformance` runs these unless `--project` names others.
// A new project is one line here; lib/reporting/report/runScope.ts says which parts of the contract it covers.
export const productProjects = [
  { name: 'terminal', testDir: 'suites/terminal' },
  { name: 'gateway', testDir: 'suites/gateway' },
  { name: 'properties', testDir: 'suites/properties' },
];

// A whole-run limit (PAYCERT_RUN_TIMEOUT_MS): a run that hits it is stopped and its verdict is ERROR.
const runTimeout = Number(process.env.PAYCERT_RUN_TIMEOUT_MS ?? '');
const globalTimeout = Number.isInteger(runTimeout) && runTimeout > 0 ? runTimeout : 0;

// A shard also writes Playwright's blob report, which `npm run merge` joins into one run.
const sharded = process.argv.some((a) => a === '--shard' || a.startsWith('--shard='));

/**
 * For bin/conformance.ts's pre-flight: launches the browser the gateway suite
 * will use (fixtures/browser.ts chooses it), bounded; one sentence when none starts.
 */
export async function probeBrowser(timeoutMs = 10_000): Promise<string | undefined> {
  const options = chromiumLaunchOptions();
  // Discovery and the npm fetch already failed: their sentence says what to do, a launch of
  // Playwright's default path would only add "Executable doesn't exist".
  const problem = browserProblem();
  if (problem !== undefined) return problem;
  try {
    const browser = await chromium.launch({ ...options, timeout: timeoutMs });
    await browser.close();
    return undefined;
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
    return `No browser launches for the gateway suite (set PAYCERT_CHROMIUM to a Chromium executable, or run "npx playwright install chromium"): ${first}`;
  }
}

// `npm run prove` (PAYCERT_PROVE=1): the product projects as the baseline, plus one project per
// fault switch (PAYCERT_PROVE_ONLY narrows them; PAYCERT_PROVE_BASELINE=0 drops the baseline).
function proveProjects(): { name: string }[] {
  const only = new Set((process.env.PAYCERT_PROVE_ONLY ?? '').split(',').filter((f) => f !== ''));
  const cases = faultCases().filter((c) => only.size === 0 || only.has(c.fault));
  return [...(process.env.PAYCERT_PROVE_BASELINE === '0' ? [] : productProjects), ...faultProjects(cases)];
}

// `npm test` also runs the product projects against the simulators' second personality
// (docs/personalities.md): a check that only one conformant personality passes is a bug in the check.
const fieldProjects = productProjects.map((p) => ({
  ...p,
  name: `${p.name}-field`,
  use: { simPersonality: 'field' },
}));

export default defineConfig<
  object,
  { terminalFaults: string[]; gatewayFaults: string[]; simPersonality: string }
>({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers,
  fullyParallel: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: `${reportsDir}/test-results`,
  globalTimeout,
  // The same reporters `npm run merge` uses, so a merged folder holds what one run writes.
  reporter: [
    ...paycertReporters(reportsDir, here, { evidence, list: listing }),
    ...(sharded && !listing ? [shardBlobReporter(reportsDir)] : []),
  ] as ReporterDescription[],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'off',
  },
  projects:
    process.env.PAYCERT_PROVE === '1'
      ? proveProjects()
      : [
          ...productProjects,
          ...fieldProjects,
          // The harness's own tests live in the repository only (the package holds none).
          ...(existsSync(resolve(here, 'selftest')) ? [{ name: 'selftest', testDir: 'selftest' }] : []),
        ],
});
