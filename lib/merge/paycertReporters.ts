/**
 * The reporters that write paycert's reports folder, as Playwright's
 * `reporter` option lists them (plain data: lib/ never imports Playwright).
 * The merge of shards uses exactly these, so a merged folder holds what one
 * unsharded run writes. `root` is the folder of paycert's code (the
 * repository, or the installed package's dist/; reporter paths are absolute,
 * so the list works from any config file).
 */
import { join } from 'node:path';
import { moduleExtension } from '../package/paycertPackage.js';

export type ReporterLine = readonly [string] | readonly [string, Readonly<Record<string, unknown>>];

export function paycertReporters(
  reportsDir: string,
  root: string,
  ci: boolean = !!process.env.CI,
): ReporterLine[] {
  return [
    // First: the others must see a failed MUST as a failure (lib/report/mustFailureMarker.ts).
    [join(root, 'reporters', `presentMustFailures${moduleExtension}`)],
    [ci ? 'line' : 'list'],
    ['html', { outputFolder: join(reportsDir, 'html'), open: 'never' }],
    ['junit', { outputFile: join(reportsDir, 'junit.xml') }],
    [join(root, 'reporters', `conformanceReporter${moduleExtension}`), { outputDir: reportsDir }],
    [
      join(root, 'reporters', `allureReporter${moduleExtension}`),
      { resultsDir: join(reportsDir, 'allure-results') },
    ],
    [join(root, 'reporters', `summaryLine${moduleExtension}`)],
  ];
}

/**
 * The extra line a shard needs (`npm run conformance -- --shard=i/n`): its results as a blob report,
 * the input of `npm run merge`.
 */
export function shardBlobReporter(reportsDir: string): ReporterLine {
  return ['blob', { outputDir: join(reportsDir, 'blob') }];
}
