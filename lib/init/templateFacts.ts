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

export const certificationFiles: readonly CertificationFile[] = [
  {
    path: 'certification/expected-failures.json',
    required: true,
    what: 'the reviewed list of known deviations of these targets, each with a reason and an expiry date (PAYCERT_EXPECTED_FAILURES; {"expectedFailures": []} when there are none)',
    create:
      'commit it holding {\\"expectedFailures\\": []}, or your reviewed list of known deviations (node_modules/paycert/docs/reports.md, \\"Expected failures\\")',
  },
  {
    path: 'certification/baseline/profile.json',
    required: false,
    what: "the previous certification run's profile.json (from its evidence pack): the run is compared with it (regressions after a firmware update)",
  },
];
