/**
 * The run's verdict: it fails on MUST failures only (not listed as expected),
 * on any expected-failures problem (stale, expired, invalid entry), and when
 * Playwright stopped early. Warnings, reviews and skips inform; they never fail.
 */
import type { Outcome } from '../requirements/outcome.js';
import type { RequirementResult, Verdict } from './conformanceReport.js';
import { outcomeOrder } from './worstOutcome.js';

export interface VerdictInput {
  readonly results: readonly RequirementResult[];
  readonly expectationProblems: readonly string[];
  readonly untaggedFailures: number;
  /** Playwright's overall status: `passed`, `failed`, `interrupted`, `timedout`. */
  readonly runStatus: string;
}

export function computeVerdict(input: VerdictInput): Verdict {
  const counts = Object.fromEntries(outcomeOrder.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const r of input.results) counts[r.outcome]++;
  const mustFailureIds = input.results
    .filter((r) => r.level === 'MUST' && r.outcome === 'FAILED' && r.expected === undefined)
    .map((r) => r.id);
  const incomplete = input.runStatus === 'interrupted' || input.runStatus === 'timedout';
  return {
    pass: mustFailureIds.length === 0 && input.expectationProblems.length === 0 && !incomplete,
    mustFailures: mustFailureIds.length,
    mustFailureIds,
    expectedFailures: input.results.filter((r) => r.expected !== undefined).length,
    expectationProblems: [...input.expectationProblems],
    warnings: counts.WARNING,
    reviews: counts.REVIEW,
    untaggedFailures: input.untaggedFailures,
    incomplete,
    counts,
  };
}
