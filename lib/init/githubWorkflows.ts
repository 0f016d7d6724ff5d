/**
 * The GitHub Actions workflows paycert writes (`paycert init`) and ships
 * (ci/github/, rendered from here; tools/ciTemplates.ts holds them equal and
 * valid). The gate runs the application's own tests through the recording
 * proxy; only the certification workflow runs the conformance suites, and
 * only against live targets.
 */
import type { InitOptions } from './initOptions.js';
import { wrap } from '../support/cli/flags.js';
import {
  baselineProfileFile,
  certificationFiles,
  expectedFailuresFile,
  gateCommand,
  gateExplained,
  reportFolders,
  type CertificationFile,
} from './templateFacts.js';

/** A command as a YAML block scalar under `run:` (any characters, one line), indented by `pad`. */
function runBlock(command: string, pad: string): string[] {
  return [`${pad}run: |`, `${pad}  ${command}`];
}

const setup = [
  '      - uses: actions/checkout@v4',
  '      - uses: actions/setup-node@v4',
  "        # Caches npm's download cache, keyed on package-lock.json (commit it).",
  '        with: { node-version: 20, cache: npm }',
  '      - run: npm ci',
];

/** Playwright's Chromium, cached; only for a runner that drives a browser. */
const browser = [
  "      # Your Playwright tests drive a browser: Playwright's Chromium, cached. The cache holds the",
  '      # browser, not the OS libraries it loads, so those are installed on a cache hit too.',
  '      - name: Cache the browser',
  '        id: browser-cache',
  '        uses: actions/cache@v4',
  '        with:',
  '          path: ~/.cache/ms-playwright',
  "          key: playwright-${{ runner.os }}-${{ hashFiles('package-lock.json') }}",
  '      - name: Browser and its OS libraries',
  "        if: steps.browser-cache.outputs.cache-hit != 'true'",
  '        run: npx playwright install --with-deps chromium',
  "      - name: The browser's OS libraries",
  "        if: steps.browser-cache.outputs.cache-hit == 'true'",
  '        run: npx playwright install-deps chromium',
];

/** `.github/workflows/paycert.yml`: the application's tests through paycert's gate. */
export function githubGateWorkflow(o: InitOptions): string {
  const client = reportFolders.client;
  return [
    "# paycert's gate on every push and pull request: your application's own tests, run through",
    "# paycert's recording proxy with its simulators behind it. No secrets, no network beyond npm.",
    ...gateExplained().map((l) => `# ${l}`),
    '# Written by `npx paycert init` (paycert ships it as ci/github/paycert.yml); it is yours to',
    '# edit: init never overwrites it without --force.',
    'name: paycert',
    'on: [push, pull_request]',
    'permissions:',
    '  contents: read # actions/checkout',
    '  checks: write # mikepenz/action-junit-report publishes a check run',
    'jobs:',
    '  gate:',
    '    runs-on: ubuntu-latest',
    '    timeout-minutes: 20',
    '    steps:',
    ...setup,
    ...(o.runner === 'playwright' ? browser : []),
    "      - name: Your tests through paycert's gate (exit status - your tests', else the client verdict)",
    '        # --require-outcomes all also demands every outcome (approved, declined, ...);',
    '        # --features <list> names the features your application must use.',
    ...runBlock(gateCommand(o.testCommand), '        '),
    '      - name: Client verdict in the job summary',
    '        if: ${{ !cancelled() }}',
    `        run: if [ -f ${client}/conformance.md ]; then cat ${client}/conformance.md >> "$GITHUB_STEP_SUMMARY"; fi`,
    '      - name: Publish JUnit (one case per requirement)',
    '        if: ${{ !cancelled() }}',
    '        uses: mikepenz/action-junit-report@v4',
    `        with: { report_paths: ${client}/conformance.junit.xml }`,
    '      - name: Client report and recording (conformance.html, exchanges.ndjson, manifest.json)',
    '        if: ${{ !cancelled() }}',
    '        uses: actions/upload-artifact@v4',
    `        with: { name: paycert-client-report, path: ${client}/, retention-days: 30 }`,
    '',
  ].join('\n');
}

/** The comment lines naming each file the certification run needs, for a YAML header. */
export function certificationFileComments(): string[] {
  const entry = (f: CertificationFile): string[] => [
    `#   ${f.path}`,
    ...wrap(f.what, 90).map((l) => `#       ${l}`),
  ];
  return [
    '# Files this run needs in your repository (its first step stops with one sentence when one is',
    '# missing):',
    ...certificationFiles.filter((x) => x.required).flatMap(entry),
    '# And, optional:',
    ...certificationFiles.filter((x) => !x.required).flatMap(entry),
  ];
}

/** `.github/workflows/paycert-certification.yml`: the conformance suites against live targets, by hand. */
export function githubCertificationWorkflow(): string {
  return [
    '# paycert certification run, started by hand: the conformance suites against your live targets',
    "# (a terminal on the shop's network, the gateway's integration environment). It runs on a",
    "# self-hosted runner on the shop's network (labels self-hosted, shop-network). Credentials come",
    "# from the repository's secrets and variables; nothing secret is ever written to the reports.",
    '# Cards a person must present are asked for only with PAYCERT_OPERATOR=1 at a terminal (a TTY):',
    '# here those tests are NOT RUN and the verdict is at best INCOMPLETE; run them at the device',
    '# (node_modules/paycert/docs/certification.md).',
    ...certificationFileComments(),
    '# paycert ships this file as ci/github/paycert-certification.yml; copy it to .github/workflows/.',
    'name: paycert certification',
    'on: workflow_dispatch',
    'permissions:',
    '  contents: read # actions/checkout',
    '  checks: write # mikepenz/action-junit-report publishes a check run',
    'jobs:',
    '  certify:',
    '    runs-on: [self-hosted, shop-network]',
    '    timeout-minutes: 60',
    '    env:',
    '      TERMINAL_URL: ${{ vars.TERMINAL_URL }}',
    '      TERMINAL_USERNAME: ${{ secrets.TERMINAL_USERNAME }}',
    '      TERMINAL_PASSWORD: ${{ secrets.TERMINAL_PASSWORD }}',
    '      GATEWAY_URL: ${{ vars.GATEWAY_URL }}',
    '      GATEWAY_ENVIRONMENT: integration',
    '      GATEWAY_CONFIGURATION_ID: ${{ secrets.GATEWAY_CONFIGURATION_ID }}',
    '      GATEWAY_API_KEY: ${{ secrets.GATEWAY_API_KEY }}',
    `      PAYCERT_EXPECTED_FAILURES: ${expectedFailuresFile.path}`,
    '    steps:',
    ...setup,
    '      - name: The files this run needs',
    ...runBlock(missingFileCheck(expectedFailuresFile.path, '::error::'), '        '),
    '      # A self-hosted runner keeps its browser; paycert finds it (or fetches one through npm once).',
    '      - name: Conformance run against the live targets (exit status is the verdict)',
    '        run: npx paycert conformance',
    '      - name: Verdict in the job summary',
    '        if: ${{ !cancelled() }}',
    '        run: if [ -f reports/conformance.md ]; then cat reports/conformance.md >> "$GITHUB_STEP_SUMMARY"; fi',
    '      - name: Publish JUnit (one case per requirement)',
    '        if: ${{ !cancelled() }}',
    '        uses: mikepenz/action-junit-report@v4',
    '        with: { report_paths: reports/conformance.junit.xml }',
    '      - name: Compare with the previous run (firmware regression)',
    '        if: ${{ !cancelled() }}',
    ...runBlock(baselineDiff(baselineProfileFile.path), '        '),
    '      - name: The evidence pack (verify later with npx paycert verify-evidence)',
    '        if: ${{ !cancelled() }}',
    '        uses: actions/upload-artifact@v4',
    '        with: { name: paycert-certification-evidence, path: reports/, retention-days: 365 }',
    '',
  ].join('\n');
}

/** A one-line shell check: the file exists, else one sentence naming it and exit 2. */
export function missingFileCheck(path: string, prefix = ''): string {
  const file = certificationFiles.find((f) => f.path === path);
  const hint = file?.create ?? 'create it';
  return `test -f ${path} || { echo "${prefix}${path} is missing: ${hint}."; exit 2; }`;
}

/** The regression diff against the baseline profile, when there is one. */
export function baselineDiff(path: string): string {
  return `if [ -f ${path} ]; then npx paycert diff ${path} reports/profile.json; fi`;
}
