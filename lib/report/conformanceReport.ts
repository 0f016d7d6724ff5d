/**
 * The conformance report: what conformance.json holds (schema:
 * conformanceReportSchema.ts). Bump `conformanceReportVersion` on any
 * incompatible change; readers check it.
 */
import type { Area, Level } from '../requirements/requirement.js';
import type { Outcome } from '../requirements/outcome.js';
import type { TargetInfo } from './target.js';
import type { TestStatus } from './testRecord.js';

export const conformanceReportVersion = 1;

export interface TestRef {
  readonly title: string;
  /** `file:line`, relative to the repository root. */
  readonly location: string;
  readonly project: string;
  readonly status: TestStatus;
  /** This test's outcome for the requirement. */
  readonly outcome: Outcome;
  readonly message?: string;
}

/** A listed expected failure that applied to this requirement. */
export interface ExpectedMark {
  readonly reason: string;
  readonly expires: string;
}

export interface RequirementResult {
  readonly id: string;
  readonly level: Level;
  readonly area: Area;
  readonly section: string;
  readonly text: string;
  readonly outcome: Outcome;
  /** Why: the failure, warning, review note or skip reason (redacted), one line per distinct message. */
  readonly messages: readonly string[];
  readonly tests: readonly TestRef[];
  /** Set when the failure is listed in the expected-failures file (and not expired). */
  readonly expected?: ExpectedMark;
}

export interface Verdict {
  readonly pass: boolean;
  /** MUST requirements FAILED and not listed as expected. */
  readonly mustFailures: number;
  readonly mustFailureIds: readonly string[];
  readonly expectedFailures: number;
  /** Stale, expired or invalid expected-failure entries: each fails the run. */
  readonly expectationProblems: readonly string[];
  readonly warnings: number;
  readonly reviews: number;
  /** Tests that failed without naming any requirement (reported, do not decide the verdict). */
  readonly untaggedFailures: number;
  /** True when Playwright stopped early (interrupted, timed out): such a run cannot pass. */
  readonly incomplete: boolean;
  readonly counts: Readonly<Record<Outcome, number>>;
}

export interface RunInfo {
  readonly paycertVersion: string;
  readonly nodeVersion: string;
  readonly startedAt: string;
  readonly endedAt: string;
  /** Playwright's overall status. */
  readonly status: string;
  readonly targets: readonly TargetInfo[];
}

export interface ConformanceReport {
  readonly $schema: string;
  readonly version: typeof conformanceReportVersion;
  readonly run: RunInfo;
  readonly verdict: Verdict;
  readonly requirements: readonly RequirementResult[];
}
