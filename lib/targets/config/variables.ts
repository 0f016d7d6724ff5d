/**
 * Every environment variable paycert reads, written once: its name, default
 * and meaning. The config readers take their names from here (`envValue`
 * accepts only these), docs/configuration.md renders this table, and
 * `paycert init` writes `.env.example` from it. A self-test holds the table
 * equal to the variables the package's code reads.
 */

/** Where a variable belongs: the sections of docs/configuration.md and `.env.example`. */
export type VariableGroup =
  'terminal' | 'gateway' | 'run' | 'reports' | 'browser' | 'simulators' | 'internal';

export interface Variable {
  readonly name: string;
  readonly group: VariableGroup;
  /** The value when unset, in words (`embedded simulator`, `10000`, `off`). */
  readonly default: string;
  /** What it does, one or two sentences. */
  readonly meaning: string;
}

const v = <const N extends string>(
  name: N,
  group: VariableGroup,
  default_: string,
  meaning: string,
): Variable & { readonly name: N } => ({ name, group, default: default_, meaning });

export const variables = [
  v(
    'TERMINAL_URL',
    'terminal',
    'embedded simulator',
    'base URL of one running terminal, e.g. `http://10.0.0.7:8080` (a path prefix is kept: proxies and port forwards work); under the gate, the proxy',
  ),
  v(
    'TERMINAL_URLS',
    'terminal',
    '—',
    'a fleet: comma-separated base URLs, one device per worker (set instead of `TERMINAL_URL`)',
  ),
  v(
    'TERMINAL_USERNAME',
    'terminal',
    '—',
    "HTTP Basic user name of the terminal's authorized endpoints (with `TERMINAL_PASSWORD`)",
  ),
  v(
    'TERMINAL_PASSWORD',
    'terminal',
    '—',
    'HTTP Basic password; never printed, and erased from every recording and report of `paycert proxy`',
  ),
  v(
    'TERMINAL_AUTH_HEADER',
    'terminal',
    '—',
    'alternative credential: one header, written `Name: value` (instead of `TERMINAL_USERNAME` and `TERMINAL_PASSWORD`)',
  ),
  v('TERMINAL_REQUEST_TIMEOUT_MS', 'terminal', '`10000`', 'time limit of each terminal request'),
  v(
    'PAYCERT_OPERATOR',
    'terminal',
    'off',
    '`1`: a person beside a real terminal presents test cards when asked (needs a TTY); one question at a time, one test at a time',
  ),
  v(
    'PAYCERT_OPERATOR_CARDS',
    'terminal',
    "paycert's catalogue",
    'a JSON file of the test cards the operator holds: `scheme`, `entryMode`, `outcome`, optional `lastFour` and `name` each',
  ),
  v(
    'PAYCERT_OPERATOR_CONSOLE',
    'terminal',
    '`loopback`',
    "`paycert conformance` in operator mode serves the operator's console page: `loopback`, `network` (offered on the shop's network, a one-time code in its URL) or `off` (the terminal prompt only)",
  ),
  v(
    'PAYCERT_ALLOW_RECONCILIATION',
    'terminal',
    'off',
    '`1`: reconciliations may run on a real terminal (they close the batch)',
  ),
  v('PAYCERT_ALLOW_REFUNDS', 'terminal', 'off', '`1`: refunds and reversals may run on a real terminal'),
  v(
    'PAYCERT_PRESENT_DELAY_MS',
    'terminal',
    "the simulator's delay, else 0",
    'on a simulator: wait this long before presenting each card',
  ),
  v(
    'PAYCERT_READY_TIMEOUT_MS',
    'terminal',
    'per target',
    'how long a start waits for the terminal to be ready (idle screen, nothing active)',
  ),
  v(
    'GATEWAY_URL',
    'gateway',
    'embedded simulator',
    'base URL of a running gateway (`/api/gateway/…` is appended); under the gate, the proxy',
  ),
  v(
    'GATEWAY_API_KEY',
    'gateway',
    '—',
    "the merchant's API key, required with `GATEWAY_URL`; never printed. `paycert proxy` judges the Hashes sent to a gateway upstream with it",
  ),
  v(
    'GATEWAY_CONFIGURATION_ID',
    'gateway',
    '—',
    "the merchant's ConfigurationId, required with `GATEWAY_URL`",
  ),
  v(
    'GATEWAY_ENVIRONMENT',
    'gateway',
    'undeclared',
    '`integration` or `production`; on `production` or undeclared, nothing that creates a payment runs (the production guard)',
  ),
  v(
    'PAYCERT_ALLOW_PAYMENTS',
    'gateway',
    'off',
    '`1`: payment-creating tests may run on a production or undeclared gateway',
  ),
  v(
    'PAYCERT_GATEWAY_CARD_3DS22',
    'gateway',
    '—',
    'a card a running gateway treats as 3-D Secure 2.2 enrolled; the tests that need one are skipped without it',
  ),
  v(
    'PAYCERT_GATEWAY_CARD_DEBIT',
    'gateway',
    '—',
    'a debit card of a running gateway; the tests that need one are skipped without it',
  ),
  v(
    'PAYCERT_GATEWAY_CARD_DECLINE',
    'gateway',
    '—',
    'a card that passes 3-D Secure on a running gateway and that its issuer declines (GW-3DS-10); skipped without it',
  ),
  v('PAYCERT_GATEWAY_TIMEOUT_MS', 'gateway', '`10000`', 'time limit of each gateway request'),
  v(
    'PAYCERT_3DS_PASS',
    'gateway',
    "the simulator's button",
    'Playwright selector of the 3-D Secure page\'s "authentication successful" choice, to drive an integration environment\'s page',
  ),
  v('PAYCERT_3DS_FAIL', 'gateway', "the simulator's button", 'the same, for "authentication failed"'),
  v(
    'PAYCERT_3DS_NOT_AUTHENTICATED',
    'gateway',
    "the simulator's button",
    'the same, for "not authenticated"',
  ),
  v('PAYCERT_3DS_CANCEL', 'gateway', "the simulator's button", 'the same, for "cancel"'),
  v('PAYCERT_3DS_MASK', 'gateway', '`[data-testid="card"], input`', 'elements masked in screenshots'),
  v(
    'PAYCERT_FEATURES',
    'run',
    '—',
    'the features your application must use, comma-separated, when `paycert proxy --features` is not given; one never used makes the run INCOMPLETE',
  ),
  v(
    'PAYCERT_WORKERS',
    'run',
    '`2`, or the fleet size',
    'Playwright workers of `paycert conformance`; set, it is also how many work on the terminal project (otherwise one per device, taking turns at it)',
  ),
  v(
    'PAYCERT_RUN_TIMEOUT_MS',
    'run',
    'none',
    'whole-run limit of `paycert conformance`; a run that hits it is ERROR',
  ),
  v('PAYCERT_SEED', 'run', 'random', 'property runs: the seed to replay (printed by every run)'),
  v('PAYCERT_PATH', 'run', '—', 'property runs: the path of a failure to replay (printed with its seed)'),
  v('PAYCERT_NUM_RUNS', 'run', 'per suite', 'property runs: how many runs each property makes'),
  v(
    'PAYCERT_MAX_RESPONSE_BYTES',
    'run',
    '`1048576`',
    "the most of one answer paycert's clients read; a longer answer is the target's trouble (ERROR), not read on",
  ),
  v('PAYCERT_DEBUG', 'run', '—', '`1`: a paycert error also prints its stack trace (otherwise one sentence)'),
  v(
    'PAYCERT_REPORTS_DIR',
    'reports',
    '`reports`',
    'the evidence folder `paycert conformance` and `paycert merge` write (emptied of their own files first, sealed by `manifest.json`), relative to the working directory; `paycert proxy` and `paycert replay` default to its `client/` and `replay/`, which the others leave alone',
  ),
  v(
    'PAYCERT_RUN_DIR',
    'reports',
    '`test-results`',
    'where Playwright runs other than `paycert conformance` write their reports and traces; never evidence',
  ),
  v(
    'PAYCERT_EXPECTED_FAILURES',
    'reports',
    '`expected-failures.json`',
    'the reviewed list of known deviations (reason and expiry date each); a file this variable names must exist',
  ),
  v(
    'PAYCERT_TARGET_NAME',
    'reports',
    '—',
    'a name for the target in the report, matched by expected failures',
  ),
  v(
    'PAYCERT_SPEC_URL',
    'reports',
    'none (no links)',
    'where the interface specification is published: report rows then link its sections (GitHub heading anchors)',
  ),
  v('PAYCERT_CHROMIUM', 'browser', 'detected', 'the Chromium executable to launch'),
  v(
    'PAYCERT_BROWSER_DISCOVERY',
    'browser',
    'all',
    '`npm`: try only the Chromium fetched through npm (skip the installed ones)',
  ),
  v('PAYCERT_BROWSER_FETCH', 'browser', 'on', '`0`: never fetch a Chromium through npm'),
  v('PAYCERT_BROWSER_CACHE', 'browser', "the user's cache", 'where a Chromium fetched through npm is kept'),
  v(
    'PAYCERT_SIM_PERSONALITY',
    'simulators',
    '`reference`',
    'the embedded simulators of `paycert conformance`: `field` makes the other conformant choices (docs/personalities.md)',
  ),
  v(
    'PAYCERT_TERMINAL_FAULTS',
    'simulators',
    '—',
    'the embedded terminal simulator of `paycert conformance`: fault switches, comma-separated (to see checks fail)',
  ),
  v(
    'PAYCERT_GATEWAY_FAULTS',
    'simulators',
    '—',
    'the embedded gateway simulator of `paycert conformance`: fault switches, comma-separated',
  ),
  v(
    'PAYCERT_EVIDENCE_DIR',
    'internal',
    '—',
    'set by `paycert conformance` and `paycert merge` for their own Playwright run (the evidence folder)',
  ),
  v(
    'PAYCERT_GATE',
    'internal',
    '—',
    "set by `paycert proxy -- <command>` for the command it runs: `startSimulators()` then hands out the gate's simulators",
  ),
  v(
    'PAYCERT_OPERATOR_CONSOLE_URL',
    'internal',
    '—',
    "set by `paycert conformance` for its workers: the operator's console",
  ),
  v(
    'PAYCERT_OPERATOR_CONSOLE_TOKEN',
    'internal',
    '—',
    "set by `paycert conformance` for its workers: their token at the operator's console",
  ),
  v(
    'PAYCERT_BROWSER_ENDPOINT',
    'internal',
    '—',
    "set by `paycert conformance` for its workers: the run's one browser, launched by the pre-flight",
  ),
  v(
    'PAYCERT_SIM_PRESENT_DELAYS',
    'internal',
    '—',
    'set by a run for its workers: the presentation delays of the running simulators whose card readers it owns',
  ),
  v(
    'PAYCERT_CI_TIMES',
    'internal',
    '—',
    "paycert's own repository: a JSON file for the wall and CPU seconds per test file of `npm test` (`npm run bench -- --only ci`)",
  ),
  v('PAYCERT_PROVE', 'internal', '—', 'set by `paycert prove` for its own Playwright run'),
  v('PAYCERT_PROVE_ONLY', 'internal', '—', 'set by `paycert prove --only`'),
  v('PAYCERT_PROVE_BASELINE', 'internal', '—', 'set by `paycert prove --skip-baseline`'),
] as const;

/** The name of a variable paycert reads. */
export type VariableName = (typeof variables)[number]['name'];

/** The groups in the order the docs and `.env.example` show them, with their headings. */
export const variableGroups: readonly { readonly group: VariableGroup; readonly title: string }[] = [
  { group: 'terminal', title: 'The terminal' },
  { group: 'gateway', title: 'The gateway' },
  { group: 'run', title: 'The run' },
  { group: 'reports', title: 'Reports' },
  { group: 'browser', title: 'The browser (3-D Secure journeys)' },
  { group: 'simulators', title: "paycert conformance's embedded simulators" },
  { group: 'internal', title: 'Set by paycert for its own runs (never set them)' },
];
