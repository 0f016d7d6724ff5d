/**
 * Shows a test that failed a MUST as failed in every report. The test
 * declared its failure expected so Playwright would keep its worker
 * (lib/reporting/report/mustFailureMarker.ts); this reporter, first in the list, takes
 * that declaration back before any other reporter, the blob of a shard or the
 * run's exit code reads the test. A `test.fail()` a person wrote is left alone.
 * Why not simply fail: Playwright ends the worker after every failed test and
 * offers no option to keep it (https://playwright.dev/docs/test-retries,
 * "Failures"; checked in @playwright/test 1.65), so this declare-then-take-back
 * is the only way a failing target's run is as fast as a passing one.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { isMustFailureMarker } from '../lib/reporting/report/mustFailureMarker.js';

export default class PresentMustFailures implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (!result.annotations.some(isMustFailureMarker)) return;
    // TestCase is shared by every reporter of the run; its expected status is the one place
    // Playwright reads whether the test failed (outcome(), ok(), the run's status).
    (test as { expectedStatus: TestCase['expectedStatus'] }).expectedStatus = 'passed';
    removeMarker(test.annotations);
    removeMarker(result.annotations);
  }

  printsToStdio(): boolean {
    return false;
  }
}

function removeMarker(annotations: TestResult['annotations']): void {
  for (let i = annotations.length - 1; i >= 0; i--) {
    const a = annotations[i];
    if (a !== undefined && isMustFailureMarker(a)) annotations.splice(i, 1);
  }
}
