/**
 * Every environment variable paycert reads, written once: its name, default
 * and meaning. The config readers take their names from here (`envValue`
 * accepts only these), docs/configuration.md renders this table, and
 * `paycert init` writes `.env.example` from it. A self-test holds the table
 * equal to the variables the package's code reads.
 */

/** A row of the table: the name, the value when unset in words (`embedded simulator`, `10000`, `off`), what it does. */
type Row = readonly [name: string, default_: string, meaning: string];

/** Rows of the kinds that recur: no default, a switch that `1` turns on, a 3-D Secure page choice. */
const unset = <const N extends string>(name: N, meaning: string) => [name, '—', meaning] as const;
const switchedOn = <const N extends string>(name: N, meaning: string) =>
  [name, 'off', `\`1\`: ${meaning}`] as const;
const simulatorButton = <const N extends string>(name: N, meaning: string) =>
  [name, "the simulator's button", meaning] as const;

/**
 * The table by group (the sections of docs/configuration.md and `.env.example`), in the order they
 * show them, each with its heading.
 */
const table = {
  terminal: {
    title: 'The terminal',
    rows: [
      [
        'TERMINAL_URL',
        'embedded simulator',
        'base URL of one running terminal, e.g. `http://10.0.0.7:8080` (a path prefix is kept: proxies and port forwards work); under the gate, the proxy',
      ],
      unset(
        'TERMINAL_URLS',
        'a fleet: comma-separated base URLs, one device per worker (set instead of `TERMINAL_URL`)',
      ),
      unset(
        'TERMINAL_USERNAME',
        "HTTP Basic user name of the terminal's authorized endpoints (with `TERMINAL_PASSWORD`)",
      ),
      unset(
        'TERMINAL_PASSWORD',
        'HTTP Basic password; never printed, and erased from every recording and report of `paycert proxy`',
      ),
      unset(
        'TERMINAL_AUTH_HEADER',
        'alternative credential: one header, written `Name: value` (instead of `TERMINAL_USERNAME` and `TERMINAL_PASSWORD`)',
      ),
      ['TERMINAL_REQUEST_TIMEOUT_MS', '`10000`', 'time limit of each terminal request'],
      switchedOn(
        'PAYCERT_OPERATOR',
        'a person beside a real terminal presents test cards when asked (needs a TTY); one question at a time, one test at a time',
      ),
      [
        'PAYCERT_OPERATOR_CARDS',
        "paycert's catalogue",
        'a JSON file of the test cards the operator holds: `scheme`, `entryMode`, `outcome`, optional `lastFour` and `name` each',
      ],
      [
        'PAYCERT_OPERATOR_CONSOLE',
        '`loopback`',
        "`paycert conformance` in operator mode serves the operator's console page: `loopback`, `network` (offered on the shop's network, a one-time code in its URL) or `off` (the terminal prompt only)",
      ],
      switchedOn(
        'PAYCERT_ALLOW_RECONCILIATION',
        'reconciliations may run on a real terminal (they close the batch)',
      ),
      switchedOn('PAYCERT_ALLOW_REFUNDS', 'refunds and reversals may run on a real terminal'),
      [
        'PAYCERT_PRESENT_DELAY_MS',
        "the simulator's delay, else 0",
        'on a simulator: wait this long before presenting each card',
      ],
      [
        'PAYCERT_READY_TIMEOUT_MS',
        'per target',
        'how long a start waits for the terminal to be ready (idle screen, nothing active)',
      ],
    ],
  },
  gateway: {
    title: 'The gateway',
    rows: [
      [
        'GATEWAY_URL',
        'embedded simulator',
        'base URL of a running gateway (`/api/gateway/…` is appended); under the gate, the proxy',
      ],
      unset(
        'GATEWAY_API_KEY',
        "the merchant's API key, required with `GATEWAY_URL`; never printed. `paycert proxy` judges the Hashes sent to a gateway upstream with it",
      ),
      unset('GATEWAY_CONFIGURATION_ID', "the merchant's ConfigurationId, required with `GATEWAY_URL`"),
      [
        'GATEWAY_ENVIRONMENT',
        'undeclared',
        '`integration` or `production`; on `production` or undeclared, nothing that creates a payment runs (the production guard)',
      ],
      switchedOn(
        'PAYCERT_ALLOW_PAYMENTS',
        'payment-creating tests may run on a production or undeclared gateway',
      ),
      unset(
        'PAYCERT_GATEWAY_CARD_3DS22',
        'a card a running gateway treats as 3-D Secure 2.2 enrolled; the tests that need one are skipped without it',
      ),
      unset(
        'PAYCERT_GATEWAY_CARD_DEBIT',
        'a debit card of a running gateway; the tests that need one are skipped without it',
      ),
      unset(
        'PAYCERT_GATEWAY_CARD_DECLINE',
        'a card that passes 3-D Secure on a running gateway and that its issuer declines (GW-3DS-10); skipped without it',
      ),
      ['PAYCERT_GATEWAY_TIMEOUT_MS', '`10000`', 'time limit of each gateway request'],
      simulatorButton(
        'PAYCERT_3DS_PASS',
        'Playwright selector of the 3-D Secure page\'s "authentication successful" choice, to drive an integration environment\'s page',
      ),
      simulatorButton('PAYCERT_3DS_FAIL', 'the same, for "authentication failed"'),
      simulatorButton('PAYCERT_3DS_NOT_AUTHENTICATED', 'the same, for "not authenticated"'),
      simulatorButton('PAYCERT_3DS_CANCEL', 'the same, for "cancel"'),
      ['PAYCERT_3DS_MASK', '`[data-testid="card"], input`', 'elements masked in screenshots'],
    ],
  },
  run: {
    title: 'The run',
    rows: [
      unset(
        'PAYCERT_FEATURES',
        'the features your application must use, comma-separated, when `paycert proxy --features` is not given; one never used makes the run INCOMPLETE',
      ),
      [
        'PAYCERT_WORKERS',
        '`2`, or the fleet size',
        'Playwright workers of `paycert conformance`; set, it is also how many work on the terminal project (otherwise one per device, taking turns at it)',
      ],
      [
        'PAYCERT_RUN_TIMEOUT_MS',
        'none',
        'whole-run limit of `paycert conformance`; a run that hits it is ERROR',
      ],
      ['PAYCERT_SEED', 'random', 'property runs: the seed to replay (printed by every run)'],
      unset('PAYCERT_PATH', 'property runs: the path of a failure to replay (printed with its seed)'),
      ['PAYCERT_NUM_RUNS', 'per suite', 'property runs: how many runs each property makes'],
      [
        'PAYCERT_MAX_RESPONSE_BYTES',
        '`1048576`',
        "the most of one answer paycert's clients read; a longer answer is the target's trouble (ERROR), not read on",
      ],
      unset('PAYCERT_DEBUG', '`1`: a paycert error also prints its stack trace (otherwise one sentence)'),
    ],
  },
  reports: {
    title: 'Reports',
    rows: [
      [
        'PAYCERT_REPORTS_DIR',
        '`reports`',
        'the evidence folder `paycert conformance` and `paycert merge` write (emptied of their own files first, sealed by `manifest.json`), relative to the working directory; `paycert proxy` and `paycert replay` default to its `client/` and `replay/`, which the others leave alone',
      ],
      [
        'PAYCERT_RUN_DIR',
        '`test-results`',
        'where Playwright runs other than `paycert conformance` write their reports and traces; never evidence',
      ],
      [
        'PAYCERT_EXPECTED_FAILURES',
        '`expected-failures.json`',
        'the reviewed list of known deviations (reason and expiry date each); a file this variable names must exist',
      ],
      unset('PAYCERT_TARGET_NAME', 'a name for the target in the report, matched by expected failures'),
      [
        'PAYCERT_SPEC_URL',
        'none (no links)',
        'where the interface specification is published: report rows then link its sections (GitHub heading anchors)',
      ],
    ],
  },
  browser: {
    title: 'The browser (3-D Secure journeys)',
    rows: [
      ['PAYCERT_CHROMIUM', 'detected', 'the Chromium executable to launch'],
      [
        'PAYCERT_BROWSER_DISCOVERY',
        'all',
        '`npm`: try only the Chromium fetched through npm (skip the installed ones)',
      ],
      ['PAYCERT_BROWSER_FETCH', 'on', '`0`: never fetch a Chromium through npm'],
      ['PAYCERT_BROWSER_CACHE', "the user's cache", 'where a Chromium fetched through npm is kept'],
    ],
  },
  simulators: {
    title: "paycert conformance's embedded simulators",
    rows: [
      [
        'PAYCERT_SIM_PERSONALITY',
        '`reference`',
        'the embedded simulators of `paycert conformance`: `field` makes the other conformant choices (docs/personalities.md)',
      ],
      unset(
        'PAYCERT_TERMINAL_FAULTS',
        'the embedded terminal simulator of `paycert conformance`: fault switches, comma-separated (to see checks fail)',
      ),
      unset(
        'PAYCERT_GATEWAY_FAULTS',
        'the embedded gateway simulator of `paycert conformance`: fault switches, comma-separated',
      ),
    ],
  },
  internal: {
    title: 'Set by paycert for its own runs (never set them)',
    rows: [
      unset(
        'PAYCERT_EVIDENCE_DIR',
        'set by `paycert conformance` and `paycert merge` for their own Playwright run (the evidence folder)',
      ),
      unset(
        'PAYCERT_GATE',
        "set by `paycert proxy -- <command>` for the command it runs: `startSimulators()` then hands out the gate's simulators",
      ),
      unset(
        'PAYCERT_OPERATOR_CONSOLE_URL',
        "set by `paycert conformance` for its workers: the operator's console",
      ),
      unset(
        'PAYCERT_OPERATOR_CONSOLE_TOKEN',
        "set by `paycert conformance` for its workers: their token at the operator's console",
      ),
      unset(
        'PAYCERT_BROWSER_ENDPOINT',
        "set by `paycert conformance` for its workers: the run's one browser, launched by the pre-flight",
      ),
      unset(
        'PAYCERT_SIM_PRESENT_DELAYS',
        'set by a run for its workers: the presentation delays of the running simulators whose card readers it owns',
      ),
      unset(
        'PAYCERT_CI_TIMES',
        "paycert's own repository: a JSON file for the wall and CPU seconds per test file of `npm test` (`npm run bench -- --only ci`)",
      ),
      unset('PAYCERT_PROVE', 'set by `paycert prove` for its own Playwright run'),
      unset('PAYCERT_PROVE_ONLY', 'set by `paycert prove --only`'),
      unset('PAYCERT_PROVE_BASELINE', 'set by `paycert prove --skip-baseline`'),
    ],
  },
} as const satisfies Record<string, { readonly title: string; readonly rows: readonly Row[] }>;

/** Where a variable belongs: the sections of docs/configuration.md and `.env.example`. */
export type VariableGroup = keyof typeof table;

/** The name of a variable paycert reads. */
export type VariableName = (typeof table)[VariableGroup]['rows'][number][0];

export interface Variable {
  readonly name: VariableName;
  readonly group: VariableGroup;
  /** The value when unset, in words (`embedded simulator`, `10000`, `off`). */
  readonly default: string;
  /** What it does, one or two sentences. */
  readonly meaning: string;
}

const groupIds = Object.keys(table) as VariableGroup[];

export const variables: readonly Variable[] = groupIds.flatMap((group) =>
  table[group].rows.map(([name, default_, meaning]): Variable => ({
    name,
    group,
    default: default_,
    meaning,
  })),
);

/** The groups in the order the docs and `.env.example` show them, with their headings. */
export const variableGroups: readonly { readonly group: VariableGroup; readonly title: string }[] =
  groupIds.map((group) => ({ group, title: table[group].title }));
