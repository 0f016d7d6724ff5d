/**
 * How a test that failed a MUST keeps its worker (issue 11, item 9).
 *
 * Playwright ends a worker after every test whose status differs from its
 * expected status, and starts a fresh one (process, configuration, module
 * graph, worker fixtures): a target that breaks one rule checked in every test
 * paid that restart dozens of times. So when a MUST check fails, the test
 * declares the failure expected (`testInfo.fail(true, mustFailureMarker)`) and
 * the worker goes on. Before any other reporter sees the test, the presenting
 * reporter (reporters/presentMustFailures.ts) takes that declaration back, so
 * the HTML report, JUnit, Allure, the console and the exit code of
 * `playwright test` show the test as failed, exactly as before.
 */

/** The description of the `fail` annotation paycert adds; nothing else uses it. */
export const mustFailureMarker = 'paycert: a MUST check failed; shown as a failure by the reporters';

interface AnnotationLike {
  readonly type: string;
  readonly description?: string;
}

/** True for the `fail` annotation paycert added, false for a `test.fail()` a person wrote. */
export function isMustFailureMarker(a: AnnotationLike): boolean {
  return a.type === 'fail' && a.description === mustFailureMarker;
}

/** The reporter that takes the declaration back, as it appears in the run's reporter list. */
export const presentingReporter = /[\\/]reporters[\\/]presentMustFailures\.ts$/;
