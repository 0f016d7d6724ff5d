/**
 * How outcomes combine when several tests (or several checks of one test)
 * speak about one requirement: FAILED wins over WARNING over REVIEW over
 * PASSED; SKIPPED only when nothing ran; NOT RUN when nothing named it.
 */
import type { Outcome } from '../requirements/outcome.js';

export const outcomeOrder: readonly Outcome[] = [
  'FAILED',
  'WARNING',
  'REVIEW',
  'PASSED',
  'SKIPPED',
  'NOT RUN',
];

export function worstOutcome(outcomes: Iterable<Outcome>): Outcome {
  let best = outcomeOrder.length - 1;
  for (const o of outcomes) best = Math.min(best, outcomeOrder.indexOf(o));
  return outcomeOrder[best] ?? 'NOT RUN';
}
