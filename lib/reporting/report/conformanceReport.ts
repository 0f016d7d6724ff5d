/**
 * The conformance report: what conformance.json holds (schema:
 * conformanceReportSchema.ts). Bump `conformanceReportVersion` on any
 * incompatible change; readers check it.
 */
import type { Area, Level, Requirement } from '../../judging/requirements/requirement.js';
import type { Outcome, OutcomeEvidence } from '../../judging/requirements/outcome.js';
import { citationsOf, type Citation } from './specSections.js';
import type { TargetInfo } from './target.js';
import type { TestStatus } from './testRecord.js';

export const conformanceReportVersion = 3;

export interface TestRef {
  readonly title: string;
  /** `file:line`, relative to the repository root. */
  readonly location: string;
  readonly project: string;
  readonly status: TestStatus;
  /** This test's outcome for the requirement. */
  readonly outcome: Outcome;
  readonly message?: string;
  /** The deviation's evidence (request, field, expected against actual), redacted. */
  readonly evidence?: OutcomeEvidence;
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
  /** The sections the catalogue cites, as it writes them (`Endpoints > B. Terminal > Notes`). */
  readonly section: string;
  /** The same sections by their titles in the interface specification, with links when PAYCERT_SPEC_URL is set. */
  readonly citations: readonly Citation[];
  readonly text: string;
  /** The specification's sentence that makes a MUST one, verbatim (every MUST has one). */
  readonly quote?: string;
  readonly outcome: Outcome;
  /** Why: the failure, warning, review note or skip reason (redacted), one line per distinct message. */
  readonly messages: readonly string[];
  readonly tests: readonly TestRef[];
  /**
   * How many tests or exchanges decided the outcome, where `tests` lists only
   * the first of them (the client report keeps five exchanges as evidence).
   */
  readonly occurrences?: number;
  /** Set when the failure is listed in the expected-failures file (and not expired). */
  readonly expected?: ExpectedMark;
}

/**
 * PASS (exit 0): every MUST in scope was evaluated and held. FAIL (1): a MUST
 * in scope failed (not listed as expected), or the expected-failures list is
 * stale or expired. ERROR (2): the run could not judge the target
 * (configuration, unreachable target, refused credentials, no browser, a
 * paycert error, the run stopped early). INCOMPLETE (3): nothing failed, but
 * some MUST in scope was not evaluated (each listed with its reason).
 * ERROR wins over FAIL: a run that could not judge must be run again.
 */
export type VerdictName = 'PASS' | 'FAIL' | 'ERROR' | 'INCOMPLETE';

export const verdictExitCodes: Readonly<Record<VerdictName, number>> = {
  PASS: 0,
  FAIL: 1,
  ERROR: 2,
  INCOMPLETE: 3,
};

/** A MUST in scope that no check evaluated, and why. */
export interface Unverified {
  readonly id: string;
  readonly outcome: Outcome;
  readonly reason: string;
}

export interface Verdict {
  readonly verdict: VerdictName;
  /** True only on PASS. */
  readonly pass: boolean;
  /** Why the run could not judge (ERROR): one sentence each. */
  readonly errors: readonly string[];
  /** MUST requirements in scope not evaluated (SKIPPED, NOT RUN): what makes INCOMPLETE. */
  readonly notEvaluated: readonly Unverified[];
  /** The parts the run covered. */
  readonly scope: RunScopeInfo;
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
  /** True when Playwright stopped early (interrupted, timed out): such a run is ERROR. */
  readonly incomplete: boolean;
  readonly counts: Readonly<Record<Outcome, number>>;
}

export interface RunScopeInfo {
  readonly projects: readonly string[];
  /** The areas whose every requirement is in scope. */
  readonly areas: readonly string[];
  /**
   * Requirements of other areas in scope because a test of the run evaluated them (the
   * `properties` project checks some gateway rules): counted, never as a whole area.
   */
  readonly requirements?: readonly string[];
}

/** Under what conditions the run judged its targets: what a reviewer needs to trust or repeat it. */
export interface RunConditions {
  /** The embedded simulators' personalities (docs/personalities.md); empty when none ran. */
  readonly personalities: readonly string[];
  /** Fault switches on in the embedded simulators, `terminal:<fault>` or `gateway:<fault>`. */
  readonly faults: readonly string[];
  /** Browsers the tests drove, name and version; empty when no test opened a page. */
  readonly browsers: readonly string[];
  /** The property runs' seed (PAYCERT_SEED), when the run had one. */
  readonly seed?: string;
}

export interface RunInfo {
  readonly paycertVersion: string;
  readonly nodeVersion: string;
  readonly startedAt: string;
  readonly endedAt: string;
  /** Playwright's overall status. */
  readonly status: string;
  readonly targets: readonly TargetInfo[];
  readonly scope: RunScopeInfo;
  /** The whole-run limit (PAYCERT_RUN_TIMEOUT_MS), when one was set. */
  readonly runTimeoutMs?: number;
  readonly conditions?: RunConditions;
  /** Set when the folder is a sealed evidence pack (`paycert conformance`, `merge`), not a developer's run. */
  readonly evidence?: boolean;
}

export interface ConformanceReport {
  readonly $schema: string;
  readonly version: typeof conformanceReportVersion;
  readonly run: RunInfo;
  readonly verdict: Verdict;
  readonly requirements: readonly RequirementResult[];
  /** Only in a client report (lib/judging/client/clientReport.ts): sides, exchanges and the outcome coverage. */
  readonly client?: unknown;
}

/**
 * What evaluated each requirement, for every count that says what it counts:
 * Playwright's tests, or in a client report the application's exchanges.
 */
export function evaluatedBy(report: ConformanceReport): 'test' | 'exchange' {
  return report.client === undefined ? 'test' : 'exchange';
}

/** A requirement's row before any outcome: what every report shows of it, whatever the run did. */
export function requirementRow(
  r: Requirement,
): Pick<RequirementResult, 'id' | 'level' | 'area' | 'section' | 'citations' | 'text' | 'quote'> {
  return {
    id: r.id,
    level: r.level,
    area: r.area,
    section: r.section,
    citations: citationsOf(r.section),
    text: r.text,
    ...(r.quote === undefined ? {} : { quote: r.quote }),
  };
}
