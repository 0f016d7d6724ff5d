/**
 * A finished test as the reports see it, independent of Playwright: the
 * reporter converts each Playwright TestCase into one of these, and every
 * pure function of lib/reporting/report/ works on them.
 */
import type { TestFindings } from './outcomesAttachment.js';

/** The one attachment holding a test's observations, a JSON array (fixtures/findings.ts). */
export const observedAttachment = 'paycert-observed.json';

/** Playwright's final status of a test (after retries). */
export type TestStatus = 'passed' | 'failed' | 'timedOut' | 'skipped' | 'interrupted';

/** With the test's findings: the outcome of each `verify`, the targets it talked to, its browser. */
export interface TestRecord extends TestFindings {
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
  /** The description of a `skip`/`fixme` annotation (a skip, a precondition that stopped the test). */
  readonly skipReason?: string;
  /** The first line of the first error, redacted. */
  readonly error?: string;
  /** Set when that error is transport trouble (the target did not answer), not a test's own failure. */
  readonly errorKind?: 'transport';
}
