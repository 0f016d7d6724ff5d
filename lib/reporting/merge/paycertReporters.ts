/**
 * The reporters that write paycert's reports folder, as Playwright's
 * `reporter` option lists them (plain data: lib/ never imports Playwright).
 * The merge of shards uses exactly these, so a merged folder holds what one
 * unsharded run writes. `root` is the folder of paycert's code (the
 * repository, or the installed package's dist/; reporter paths are absolute,
 * so the list works from any config file).
 *
 * An evidence run (`paycert conformance`, `merge`: lib/reporting/evidence/evidenceRun.ts)
 * prints a few progress lines instead of a line per test, so its console is
 * the verdict and each failed requirement once; per-test detail is in the
 * reports. A developer's run keeps Playwright's line per test. `--list` runs
 * no test: it gets the list and nothing else, so it writes no report.
 */
import { join } from 'node:path';
import { moduleExtension } from '../../support/package/paycertPackage.js';

export type ReporterLine = readonly [string] | readonly [string, Readonly<Record<string, unknown>>];

export interface ReporterChoice {
  /** `paycert conformance` or `merge` asked for an evidence folder. */
  readonly evidence?: boolean;
  /** Playwright only lists the tests (`--list`). */
  readonly list?: boolean;
  readonly ci?: boolean;
}

export function paycertReporters(
  reportsDir: string,
  root: string,
  choice: ReporterChoice = {},
): ReporterLine[] {
  const ci = choice.ci ?? !!process.env.CI;
  if (choice.list === true) return [[ci ? 'line' : 'list']];
  return [
    // First: the others must see a failed MUST as a failure (lib/reporting/report/mustFailureMarker.ts).
    [join(root, 'reporters', `presentMustFailures${moduleExtension}`)],
    choice.evidence === true
      ? [join(root, 'reporters', `progressReporter${moduleExtension}`)]
      : [ci ? 'line' : 'list'],
    ['html', { outputFolder: join(reportsDir, 'html'), open: 'never' }],
    // Playwright's JUnit, one case per test; conformance.junit.xml holds one case per requirement.
    ['junit', { outputFile: join(reportsDir, 'junit.xml') }],
    [
      join(root, 'reporters', `conformanceReporter${moduleExtension}`),
      { outputDir: reportsDir, evidence: choice.evidence === true },
    ],
    [
      join(root, 'reporters', `allureReporter${moduleExtension}`),
      { resultsDir: join(reportsDir, 'allure-results') },
    ],
    // The CI line `N passed, N failed`: in an evidence run the progress reporter says it, labelled.
    ...(choice.evidence === true
      ? []
      : [[join(root, 'reporters', `summaryLine${moduleExtension}`)] as const]),
  ];
}

/**
 * The extra line a shard needs (`npm run conformance -- --shard=i/n`): its results as a blob report,
 * the input of `npm run merge`.
 */
export function shardBlobReporter(reportsDir: string): ReporterLine {
  return ['blob', { outputDir: join(reportsDir, 'blob') }];
}
