/**
 * A finished test as the reports see it, independent of Playwright: the
 * reporter converts each Playwright TestCase into one of these, and every
 * pure function of lib/report/ works on them.
 */
import type { OutcomeRecord } from '../requirements/outcome.js';
import type { TargetInfo } from './target.js';

/** Playwright's final status of a test (after retries). */
export type TestStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';

export interface TestRecord {
  readonly title: string;
  /** Path relative to the repository root. */
  readonly file: string;
  readonly line: number;
  readonly project: string;
  readonly status: TestStatus;
  /** Passed only on a retry. */
  readonly flaky?: boolean;
  /** Requirement ids named by the test's tags (without `@`). */
  readonly requirementIds: readonly string[];
  /** Explicit outcomes recorded by `verify` (annotations `paycert:outcome`). */
  readonly outcomes: readonly OutcomeRecord[];
  /** The description of a `skip`/`fixme` annotation, when skipped. */
  readonly skipReason?: string;
  /** The first line of the first error, redacted. */
  readonly error?: string;
  readonly targets: readonly TargetInfo[];
}
