/**
 * The GitLab CI files paycert writes (`paycert init`) and ships (ci/gitlab/,
 * rendered from here; tools/ciTemplates.ts holds them equal and valid). Each
 * sets no global `image:` or `stages:`, which would change the including
 * project's own jobs: its jobs run in the default `test` stage with their
 * own image.
 */
import type { InitOptions } from './initOptions.js';
import { baselineDiff, certificationFileComments, missingFileCheck } from './githubWorkflows.js';
import {
  baselineProfileFile,
  expectedFailuresFile,
  gateCommand,
  gateExplained,
  reportFolders,
} from './templateFacts.js';

/** Where `paycert init` puts the gate's jobs, included from the project's `.gitlab-ci.yml`. */
export const gitlabGatePath = '.gitlab/paycert.gitlab-ci.yml';

/** The lines a `.gitlab-ci.yml` needs to run the gate's jobs. */
export const gitlabInclude = ['include:', `  - local: ${gitlabGatePath}`];

/** A `.gitlab-ci.yml` for a project that has none: the include alone. */
export function gitlabRootFile(): string {
  return [
    "# Written by `npx paycert init`: paycert's gate lives in its own file; add your own jobs here.",
    ...gitlabInclude,
    '',
  ].join('\n');
}

/** A script entry as a block scalar (any characters, one line). */
function scriptBlock(command: string): string[] {
  return ['    - |', `      ${command}`];
}

const npmCache = ['    - key:', '        files: [package-lock.json]', '      paths: [.npm/]'];

/** `.gitlab/paycert.gitlab-ci.yml`: the application's tests through paycert's gate. */
export function gitlabGateJobs(o: InitOptions): string {
  const client = reportFolders.client;
  const playwright = o.runner === 'playwright';
  return [
    "# paycert's gate for GitLab CI: your application's own tests, run through paycert's recording",
    '# proxy with its simulators behind it. No secrets, no network beyond npm.',
    ...gateExplained().map((l) => `# ${l}`),
    `# Written by \`npx paycert init\` into ${gitlabGatePath} (paycert ships it as`,
    '# ci/gitlab/paycert.gitlab-ci.yml); include it from your .gitlab-ci.yml:',
    '#',
    ...gitlabInclude.map((l) => `#   ${l}`),
    '#',
    '# It sets no global image: or stages: (they would change your own jobs): the job runs in the',
    "# default test stage, with its own image. Caches: npm's download cache, keyed on",
    `# package-lock.json${playwright ? ", and Playwright's browser" : ''}.`,
    '',
    'paycert-gate:',
    '  image: node:20-bookworm',
    '  stage: test',
    '  variables:',
    '    npm_config_cache: $CI_PROJECT_DIR/.npm',
    ...(playwright ? ['    PLAYWRIGHT_BROWSERS_PATH: $CI_PROJECT_DIR/.cache/ms-playwright'] : []),
    '  cache:',
    ...npmCache,
    ...(playwright
      ? [
          '    - key:',
          '        prefix: playwright',
          '        files: [package-lock.json]',
          '      paths: [.cache/ms-playwright/]',
        ]
      : []),
    '  before_script:',
    '    - npm ci --prefer-offline --no-audit --no-fund',
    ...(playwright
      ? [
          '    # Your Playwright tests drive a browser: its OS libraries always, the browser on a cache miss.',
          '    - npx playwright install --with-deps chromium',
        ]
      : []),
    '  script:',
    "    # Exit status: your tests' when they failed, else the client verdict. --require-outcomes all",
    '    # also demands every outcome; --features <list> names the features your application must use.',
    ...scriptBlock(gateCommand(o.testCommand)),
    '  artifacts:',
    '    when: always',
    '    expose_as: paycert client report',
    `    paths: [${client}/]`,
    '    reports:',
    `      junit: ${client}/conformance.junit.xml`,
    '',
  ].join('\n');
}

/** `ci/gitlab/paycert-certification.gitlab-ci.yml`: the conformance suites against live targets, by hand. */
export function gitlabCertificationJobs(): string {
  return [
    '# paycert certification run for GitLab CI, started by hand: the conformance suites against your',
    "# live targets (a terminal on the shop's network, the gateway's integration environment), on a",
    "# runner on the shop's network (tag shop-network). TERMINAL_URL, TERMINAL_USERNAME,",
    '# TERMINAL_PASSWORD, GATEWAY_URL, GATEWAY_CONFIGURATION_ID and GATEWAY_API_KEY come from masked',
    '# CI/CD variables; nothing secret is ever written to the reports. Cards a person must present',
    '# are asked for only with PAYCERT_OPERATOR=1 at a terminal (a TTY): here those tests are NOT RUN',
    '# and the verdict is at best INCOMPLETE; run them at the device',
    '# (node_modules/paycert/docs/certification.md).',
    ...certificationFileComments(),
    '# paycert ships this file as ci/gitlab/paycert-certification.gitlab-ci.yml; include it from your',
    '# .gitlab-ci.yml (include: - local: <where you copied it>). It sets no global image: or stages:.',
    '# On an image with no Chromium, paycert fetches a headless one through npm into .paycert-browser/',
    '# (cached; that build carries its own libraries and fonts).',
    '',
    'paycert-certify:',
    '  image: node:20-bookworm',
    '  stage: test',
    '  tags: [shop-network]',
    '  when: manual',
    '  allow_failure: true',
    '  variables:',
    '    GATEWAY_ENVIRONMENT: integration',
    `    PAYCERT_EXPECTED_FAILURES: ${expectedFailuresFile.path}`,
    '    PAYCERT_BROWSER_CACHE: $CI_PROJECT_DIR/.paycert-browser',
    '    npm_config_cache: $CI_PROJECT_DIR/.npm',
    '  cache:',
    ...npmCache,
    '    - key: paycert-browser',
    '      paths: [.paycert-browser/]',
    '  before_script:',
    '    - npm ci --prefer-offline --no-audit --no-fund',
    '  script:',
    ...scriptBlock(missingFileCheck(expectedFailuresFile.path)),
    '    # Exit status is the verdict (0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE).',
    '    - npx paycert conformance',
    '  after_script:',
    "    # The regression diff against the previous run's profile, when there is one (shown, not judged:",
    '    # the verdict already fails on a newly failing MUST).',
    ...scriptBlock(baselineDiff(baselineProfileFile.path)),
    '  artifacts:',
    '    when: always',
    '    expose_as: paycert certification evidence',
    `    paths: [${reportFolders.conformance}/]`,
    '    expire_in: 1 year',
    '    reports:',
    `      junit: ${reportFolders.conformance}/conformance.junit.xml`,
    '',
  ].join('\n');
}
