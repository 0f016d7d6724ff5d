/**
 * The run's verdict (conformanceReport.ts, `VerdictName`), from the
 * requirement matrix:
 *
 * - ERROR when the run could not judge: a requirement ERROR (the target did
 *   not answer, a paycert error), Playwright stopped early, a problem found
 *   before the run (`preflightErrors`), or no MUST in scope at all;
 * - FAIL when a MUST failed and is not listed as expected, or the
 *   expected-failures list is stale or expired;
 * - INCOMPLETE when nothing failed but a MUST in scope was not evaluated
 *   (SKIPPED, NOT RUN, or REVIEW: a person must still look; each listed with
 *   its reason);
 * - PASS otherwise. Warnings and out-of-scope parts never decide it.
 */
import type { Outcome } from '../../judging/requirements/outcome.js';
import type {
  RequirementResult,
  RunScopeInfo,
  Unverified,
  Verdict,
  VerdictName,
} from './conformanceReport.js';
import { unevaluatedMustOutcomes } from './targetCredit.js';
import { outcomeOrder } from './worstOutcome.js';

export interface VerdictInput {
  readonly results: readonly RequirementResult[];
  readonly expectationProblems: readonly string[];
  readonly untaggedFailures: number;
  /** Playwright's overall status: `passed`, `failed`, `interrupted`, `timedout`. */
  readonly runStatus: string;
  readonly scope?: RunScopeInfo;
  /** Problems found before any test ran (bin/conformance.ts's pre-flight). */
  readonly preflightErrors?: readonly string[];
}

/**
 * A MUST the target broke and no expected-failures entry lists: what makes the verdict FAIL, and
 * what every report shows as a failure (JUnit's `failure`, the console's and Markdown's list).
 */
export function isMustFailure(r: Pick<RequirementResult, 'level' | 'outcome' | 'expected'>): boolean {
  return r.level === 'MUST' && r.outcome === 'FAILED' && r.expected === undefined;
}

/** One line per distinct reason a requirement is ERROR, naming its ids: a lost target is one line, not sixty. */
function errorsByReason(results: readonly RequirementResult[]): string[] {
  const byReason = new Map<string, string[]>();
  for (const r of results.filter((x) => x.outcome === 'ERROR')) {
    const reason = r.messages[0] ?? 'could not judge';
    byReason.set(reason, [...(byReason.get(reason) ?? []), r.id]);
  }
  return [...byReason].map(([reason, ids]) => `${reason} (${ids.join(', ')})`);
}

export function computeVerdict(input: VerdictInput): Verdict {
  const counts = Object.fromEntries(outcomeOrder.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const r of input.results) counts[r.outcome]++;
  const must = input.results.filter((r) => r.level === 'MUST');
  const mustFailureIds = must.filter(isMustFailure).map((r) => r.id);
  const stopped = input.runStatus === 'interrupted' || input.runStatus === 'timedout';
  // A conformance run whose selection held no MUST (a --grep that matched nothing, only the harness's
  // own `selftest` project) judged nothing: that is the run's trouble, never a PASS.
  const judgedNothing = must.every((r) => r.outcome === 'OUT OF SCOPE');
  const errors = [
    ...(input.preflightErrors ?? []),
    ...(judgedNothing
      ? ['No MUST requirement was in scope: the run judged nothing (check --project and --grep).']
      : []),
    ...(stopped ? [`Playwright stopped the run early (${input.runStatus}).`] : []),
    ...errorsByReason(input.results),
  ];
  const notEvaluated: Unverified[] = must
    .filter((r) => unevaluatedMustOutcomes.includes(r.outcome))
    .map((r) => ({ id: r.id, outcome: r.outcome, reason: r.messages[0] ?? 'not evaluated' }));
  const verdict: VerdictName =
    errors.length > 0
      ? 'ERROR'
      : mustFailureIds.length > 0 || input.expectationProblems.length > 0
        ? 'FAIL'
        : notEvaluated.length > 0
          ? 'INCOMPLETE'
          : 'PASS';
  return {
    verdict,
    pass: verdict === 'PASS',
    errors,
    notEvaluated,
    scope: input.scope ?? { projects: [], areas: [] },
    mustFailures: mustFailureIds.length,
    mustFailureIds,
    expectedFailures: input.results.filter((r) => r.expected !== undefined).length,
    expectationProblems: [...input.expectationProblems],
    warnings: counts.WARNING,
    reviews: counts.REVIEW,
    untaggedFailures: input.untaggedFailures,
    incomplete: stopped,
    counts,
  };
}
