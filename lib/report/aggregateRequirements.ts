/**
 * The requirement matrix: for every requirement of the catalogue, its outcome
 * on this run and the tests behind it. A test speaks about a requirement by an
 * explicit `verify` outcome, or, when it only names the id in a tag, by its
 * own status (passed, failed, skipped with the skip reason).
 */
import type { Requirement } from '../requirements/requirement.js';
import type { Outcome } from '../requirements/outcome.js';
import type { RequirementResult, TestRef } from './conformanceReport.js';
import type { TestRecord, TestStatus } from './testRecord.js';
import { worstOutcome } from './worstOutcome.js';

function outcomeOfStatus(status: TestStatus): Outcome {
  if (status === 'passed') return 'PASSED';
  if (status === 'skipped') return 'SKIPPED';
  return 'FAILED';
}

/** This test's outcome and message for one requirement, or undefined when the test does not name it. */
export function testOutcomeFor(
  t: TestRecord,
  id: string,
): { outcome: Outcome; message?: string } | undefined {
  const explicit = t.outcomes.filter((o) => o.id === id);
  if (explicit.length > 0) {
    const outcome = worstOutcome(explicit.map((o) => o.outcome));
    const message = explicit.find((o) => o.outcome === outcome && o.message !== undefined)?.message;
    return message === undefined ? { outcome } : { outcome, message };
  }
  if (!t.requirementIds.includes(id)) return undefined;
  const outcome = outcomeOfStatus(t.status);
  if (outcome === 'SKIPPED') return { outcome, message: t.skipReason ?? 'skipped (no reason given)' };
  if (outcome === 'FAILED') return { outcome, message: t.error ?? `test ${t.status}` };
  return { outcome };
}

export function aggregateRequirements(
  catalogue: readonly Requirement[],
  tests: readonly TestRecord[],
): RequirementResult[] {
  return catalogue.map((req) => {
    const refs: TestRef[] = [];
    for (const t of tests) {
      const o = testOutcomeFor(t, req.id);
      if (o === undefined) continue;
      refs.push({
        title: t.title,
        location: `${t.file}:${t.line}`,
        project: t.project,
        status: t.status,
        outcome: o.outcome,
        ...(o.message === undefined ? {} : { message: o.message }),
      });
    }
    const outcome = worstOutcome(refs.map((r) => r.outcome));
    // The messages that explain the outcome: those of the tests that decided it.
    const messages = [
      ...new Set(
        refs.filter((r) => r.outcome === outcome && r.message !== undefined).map((r) => r.message ?? ''),
      ),
    ];
    return {
      id: req.id,
      level: req.level,
      area: req.area,
      section: req.section,
      text: req.text,
      outcome,
      messages,
      tests: refs,
    };
  });
}
