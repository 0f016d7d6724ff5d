/**
 * Prints the closing line CI reads: `N passed, N failed, N skipped`.
 * Flaky tests (passed on retry) count as passed; timed out and interrupted as failed.
 */
import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

export default class SummaryLineReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(result: FullResult): void {
    for (const t of this.tests) {
      const o = t.outcome();
      if (o === 'skipped') this.skipped++;
      else if (o === 'expected' || o === 'flaky') this.passed++;
      else this.failed++;
    }
    // A run that broke before any test (bad config, global setup) must not read as green.
    if (this.tests.length === 0 && result.status !== 'passed') this.failed++;
    process.stdout.write(`\n${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
