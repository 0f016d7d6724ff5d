/**
 * Whose outcomes are evidence about the target. A requirement of the target
 * is credited only from an evaluation of what the target answered or
 * printed: a test's outcomes count only when the test talked to a target
 * (its target fixture published the target's fingerprint, `TestRecord.targets`).
 * A test of paycert's own model or generated data talks to no target; what it
 * recorded becomes NOT RUN with the reason, so it can never outrank the
 * device's own SKIPPED or NOT RUN with a PASSED, nor fail a target it never saw.
 * A requirement awaiting a person's review (REVIEW) was not evaluated by paycert
 * either: for a MUST the verdict is INCOMPLETE, listed with the reason.
 */
import type { Outcome, OutcomeRecord } from '../../judging/requirements/outcome.js';
import type { TestRecord } from './testRecord.js';

/** Whether the test talked to a target: its outcomes are evidence about that target. */
export function talkedToTarget(t: TestRecord): boolean {
  return t.targets.length > 0;
}

/** The test's outcomes as evidence about the target: unchanged, or NOT RUN when it talked to no target. */
export function creditedOutcomes(t: TestRecord): readonly OutcomeRecord[] {
  if (talkedToTarget(t)) return t.outcomes;
  return t.outcomes.map((o) => ({
    id: o.id,
    outcome: 'NOT RUN' as const,
    message: `not evidence about the target: "${t.title}" talked to no target (it checks paycert's own model or data; recorded ${o.outcome})`,
  }));
}

/** Outcomes of a MUST that leave it unevaluated by paycert: the verdict cannot be PASS. */
export const unevaluatedMustOutcomes: readonly Outcome[] = ['SKIPPED', 'NOT RUN', 'REVIEW'];
