/**
 * The facts every CI template shares, written once: the gate's command, the
 * folders the reports go to, and the files the certification run needs
 * (each named in the templates' comments and, when missing, in the
 * one-sentence error of their first step).
 */

/** Where the commands the templates run write their reports (their defaults). */
export const reportFolders = {
  /** `paycert proxy`'s client report. */
  client: 'reports/client',
  /** `paycert conformance`'s evidence folder. */
  conformance: 'reports',
} as const;

/** What the gate does, for the comment at the top of each workflow that runs it (lines without `# `). */
export function gateExplained(): string[] {
  return [
    '`npx paycert proxy -- <command>` runs the command with TERMINAL_URL, GATEWAY_URL and their',
    `credentials naming the proxy, writes the client report into ${reportFolders.client}/ and exits with the`,
    "command's status when your tests failed, else the client verdict (0 PASS, 1 FAIL, 2 ERROR,",
    '3 INCOMPLETE); the console names each failed requirement with its evidence.',
  ];
}

/** The gate: the application's test command run through the proxy with the simulators behind it. */
export function gateCommand(testCommand: string): string {
  return `npx paycert proxy -- ${testCommand}`;
}

export interface CertificationFile {
  readonly path: string;
  readonly required: boolean;
  /** What it holds, for the template's header comment. */
  readonly what: string;
  /** How to make it, for the error when it is missing (required files). */
  readonly create?: string;
}

/** Named by PAYCERT_EXPECTED_FAILURES in the certification templates: it must exist. */
export const expectedFailuresFile: CertificationFile = {
  path: 'certification/expected-failures.json',
  required: true,
  what: 'the reviewed list of known deviations of these targets, each with a reason and an expiry date (PAYCERT_EXPECTED_FAILURES; {"expectedFailures": []} when there are none)',
  create:
    'commit it holding {\\"expectedFailures\\": []}, or your reviewed list of known deviations (node_modules/paycert/docs/reports.md, \\"Expected failures\\")',
};

/** The previous run's profile, compared with when present. */
export const baselineProfileFile: CertificationFile = {
  path: 'certification/baseline/profile.json',
  required: false,
  what: "the previous certification run's profile.json (from its evidence pack): the run is compared with it (regressions after a firmware update)",
};

export const certificationFiles: readonly CertificationFile[] = [expectedFailuresFile, baselineProfileFile];
