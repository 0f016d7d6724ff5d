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
import { faultCopyTag, faultProofProjectOf } from './lib/judging/faultProof/faultProjects.js';
import { isListRun, runFolder } from './lib/reporting/evidence/evidenceRun.js';
import { paycertReporters, shardBlobReporter } from './lib/reporting/merge/paycertReporters.js';
import { moduleExtension } from './lib/support/package/paycertPackage.js';

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
// Playwright never lets a worker serve two projects, so each project a slot turns to costs a worker
// start (a Node process loading Playwright and the suites, about a CPU second). The terminal and
// the properties take one worker each (a device takes one test at a time anyway; a fleet, one
// worker per device), the gateway as many as are free: the terminal runs beside the gateway,
// then its slot joins the gateway, and the properties take whichever slot frees first.
export const productProjects = [
  // PAYCERT_WORKERS, when set, is the terminal's too: workers sharing one device take turns at it.
  {
    name: 'terminal',
    testDir: 'suites/terminal',
    workers: Number(process.env.PAYCERT_WORKERS ?? '') || Math.max(1, fleetSize),
  },
  { name: 'gateway', testDir: 'suites/gateway' },
  { name: 'properties', testDir: 'suites/properties', workers: 1 },
];

// A whole-run limit (PAYCERT_RUN_TIMEOUT_MS): a run that hits it is stopped and its verdict is ERROR.
const runTimeout = Number(process.env.PAYCERT_RUN_TIMEOUT_MS ?? '');
const globalTimeout = Number.isInteger(runTimeout) && runTimeout > 0 ? runTimeout : 0;

// A shard also writes Playwright's blob report, which `npm run merge` joins into one run.
const sharded = process.argv.some((a) => a === '--shard' || a.startsWith('--shard='));

/** The run's one browser, launched by `paycert conformance` and used by every worker that needs a page. */
export interface RunBrowser {
  /** Where the workers connect (loopback only; a random path). */
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * Set by bin/conformance.ts for its Playwright run: the workers connect to the browser its
 * pre-flight launched rather than each launching its own.
 */
export const runBrowserVariable = 'PAYCERT_BROWSER_ENDPOINT';

/**
 * For bin/conformance.ts's pre-flight: launches the browser the gateway suite will use
 * (fixtures/browser.ts chooses it), bounded, and keeps it for the run: the pre-flight's launch
 * is the run's only one. One sentence when none starts.
 */
export async function launchRunBrowser(timeoutMs = 10_000): Promise<RunBrowser | string> {
  const options = chromiumLaunchOptions();
  // Discovery and the npm fetch already failed: their sentence says what to do, a launch of
  // Playwright's default path would only add "Executable doesn't exist".
  const problem = browserProblem();
  if (problem !== undefined) return problem;
  try {
    const server = await chromium.launchServer({ ...options, host: '127.0.0.1', timeout: timeoutMs });
    return { endpoint: server.wsEndpoint(), close: () => server.close() };
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
    return `No browser launches for the gateway suite (set PAYCERT_CHROMIUM to a Chromium executable, or run "npx playwright install chromium"): ${first}`;
  }
}

// In the repository, PAYCERT_CI_TIMES=<file.json> adds bench/ciTimesReporter.ts: wall and CPU seconds
// per project and test file of the run (bench/ciTimes.ts renders them).
function ciTimes(): ReporterDescription[] {
  const file = process.env.PAYCERT_CI_TIMES;
  const reporter = resolve(here, 'bench', 'ciTimesReporter.ts');
  if (file === undefined || file === '' || listing || !existsSync(reporter)) return [];
  return [[reporter, { outputFile: resolve(file) }]];
}

// `npm run prove` (PAYCERT_PROVE=1): the product projects as the baseline, plus the project of
// the fault copies (fixtures/faultSwitch.ts; PAYCERT_PROVE_ONLY narrows them, PAYCERT_PROVE_BASELINE=0
// drops the baseline). The baseline leaves the copies out.
function proveProjects(): { name: string }[] {
  const baseline = productProjects.map((p) => ({ ...p, grepInvert: new RegExp(faultCopyTag) }));
  return [...(process.env.PAYCERT_PROVE_BASELINE === '0' ? [] : baseline), faultProofProjectOf()];
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
  // The run owns the card reader of each running simulator it drives: automatic presentation off
  // for the run, restored afterwards (fixtures/terminal/cardReaderSetup.ts).
  globalSetup: resolve(here, 'fixtures', 'terminal', `cardReaderSetup${moduleExtension}`),
  // The same reporters `npm run merge` uses, so a merged folder holds what one run writes.
  reporter: [
    ...paycertReporters(reportsDir, here, { evidence, list: listing }),
    ...(sharded && !listing ? [shardBlobReporter(reportsDir)] : []),
    ...ciTimes(),
  ] as ReporterDescription[],
  use: {
    launchOptions: chromiumLaunchOptions(),
    // Under `paycert conformance`, the one browser of the run (launchRunBrowser).
    ...(process.env[runBrowserVariable] === undefined
      ? {}
      : { connectOptions: { wsEndpoint: process.env[runBrowserVariable] } }),
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
