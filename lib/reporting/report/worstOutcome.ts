/**
 * How outcomes combine when several tests (or several checks of one test)
 * speak about one requirement: FAILED (the target broke it somewhere) wins
 * over ERROR (a check could not judge), over WARNING, REVIEW, PASSED;
 * SKIPPED and NOT RUN only when no check judged it. OUT OF SCOPE is given per
 * requirement by the run's scope, never by a test.
 */
import type { Outcome } from '../../judging/requirements/outcome.js';

export const outcomeOrder: readonly Outcome[] = [
  'FAILED',
  'ERROR',
  'WARNING',
  'REVIEW',
  'PASSED',
  'SKIPPED',
  'NOT RUN',
  'OUT OF SCOPE',
];

export function worstOutcome(outcomes: Iterable<Outcome>): Outcome {
  let best = outcomeOrder.indexOf('NOT RUN');
  for (const o of outcomes) best = Math.min(best, outcomeOrder.indexOf(o));
  return outcomeOrder[best] ?? 'NOT RUN';
}
