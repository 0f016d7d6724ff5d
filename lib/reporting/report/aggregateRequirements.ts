/**
 * The requirement matrix: for every requirement of the catalogue, its outcome
 * on this run and the tests behind it. A test speaks about a requirement only
 * where a check ran: an explicit `verify` outcome. A requirement a test names
 * in its tags but never evaluated is NOT RUN in that test, with the reason
 * (the skip reason, the precondition that stopped it, the error that ended
 * the test first); never PASSED or FAILED from the test's status. When the
 * test ended because the target did not answer, it is ERROR: the run could
 * not judge it.
 */
import type { Requirement } from '../../judging/requirements/requirement.js';
import type { Outcome, OutcomeEvidence } from '../../judging/requirements/outcome.js';
import { requirementRow, type RequirementResult, type TestRef } from './conformanceReport.js';
import { inScope, type RunScope } from './runScope.js';
import { creditedOutcomes } from './targetCredit.js';
import type { TestRecord } from './testRecord.js';
import { worstOutcome } from './worstOutcome.js';

export interface TestOutcome {
  readonly outcome: Outcome;
  readonly message?: string;
  readonly evidence?: OutcomeEvidence;
}

/** Why a test that names `id` did not evaluate it. */
function notEvaluated(t: TestRecord): TestOutcome {
  if (t.errorKind === 'transport')
    return { outcome: 'ERROR', message: `could not judge: the target did not answer: ${t.error ?? ''}` };
  if (t.skipReason !== undefined) return { outcome: 'NOT RUN', message: t.skipReason };
  if (t.status === 'skipped')
    return { outcome: 'NOT RUN', message: 'the test was skipped (no reason given)' };
  if (t.status !== 'passed')
    return {
      outcome: 'NOT RUN',
      message: `the test ended before evaluating it: ${t.error ?? `test ${t.status}`}`,
    };
  return { outcome: 'NOT RUN', message: 'the test names it in a tag but ran no check for it' };
}

/** This test's outcome for one requirement, or undefined when the test does not name it. */
export function testOutcomeFor(t: TestRecord, id: string): TestOutcome | undefined {
  // Only a test that talked to a target speaks for it (targetCredit.ts).
  const explicit = creditedOutcomes(t).filter((o) => o.id === id);
  if (explicit.length > 0) {
    const outcome = worstOutcome(explicit.map((o) => o.outcome));
    const decisive = explicit.find((o) => o.outcome === outcome && o.message !== undefined);
    return {
      outcome,
      ...(decisive?.message === undefined ? {} : { message: decisive.message }),
      ...(decisive?.evidence === undefined ? {} : { evidence: decisive.evidence }),
    };
  }
  return t.requirementIds.includes(id) ? notEvaluated(t) : undefined;
}

/**
 * Every requirement the test names or evaluated, with this test's outcome of it: what a per-test
 * view (the Allure results) shows, by the same rule as the matrix, so the two cannot disagree.
 */
export function testOutcomes(t: TestRecord): Map<string, TestOutcome> {
  const out = new Map<string, TestOutcome>();
  for (const id of new Set([...t.requirementIds, ...t.outcomes.map((o) => o.id)])) {
    const o = testOutcomeFor(t, id);
    if (o !== undefined) out.set(id, o);
  }
  return out;
}

export function aggregateRequirements(
  catalogue: readonly Requirement[],
  tests: readonly TestRecord[],
  scope?: RunScope,
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
        ...(o.evidence === undefined ? {} : { evidence: o.evidence }),
      });
    }
    const base = requirementRow(req);
    if (refs.length === 0 && scope !== undefined && !inScope(scope, req))
      return { ...base, outcome: 'OUT OF SCOPE', messages: [], tests: [] };
    const outcome = worstOutcome(refs.map((r) => r.outcome));
    // The messages that explain the outcome: those of the tests that decided it.
    const messages = [
      ...new Set(
        refs.filter((r) => r.outcome === outcome && r.message !== undefined).map((r) => r.message ?? ''),
      ),
    ];
    if (refs.length === 0 && scope !== undefined) messages.push('no test of this run evaluated it');
    return { ...base, outcome, messages, tests: refs };
  });
}
