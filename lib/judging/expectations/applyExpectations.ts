/**
 * Applies the reviewed expected-failures list to a run's requirement results.
 * A listed MUST failure is marked expected and no longer fails the run; an
 * entry fails the run when its requirement now passes (stale: remove it) or
 * when its date has passed (review it again).
 */
import type { RequirementResult } from '../../reporting/report/conformanceReport.js';
import { targetKindOfArea, type TargetInfo } from '../../reporting/report/target.js';
import type { ExpectedFailure } from './expectedFailure.js';

export interface AppliedExpectations {
  readonly results: RequirementResult[];
  readonly problems: string[];
}

/** Whether an entry's `target` selects this target. */
export function entryMatchesTarget(entryTarget: string | undefined, t: TargetInfo): boolean {
  if (entryTarget === undefined || entryTarget === t.kind) return true;
  if (t.name !== undefined && entryTarget === t.name) return true;
  return entryTarget === `${t.kind}@${t.host}`;
}

/** `today` is `YYYY-MM-DD` (UTC); an entry holds through its `expires` day. */
export function applyExpectations(
  results: readonly RequirementResult[],
  entries: readonly ExpectedFailure[],
  targets: readonly TargetInfo[],
  today: string,
): AppliedExpectations {
  const problems: string[] = [];
  const out = results.map((r) => {
    const kind = targetKindOfArea(r.area);
    const ofKind = targets.filter((t) => t.kind === kind);
    const entry = entries.find(
      (e) =>
        e.id === r.id &&
        // A run that saw no target of this kind (e.g. one project only) still honours untargeted entries.
        (ofKind.length === 0
          ? e.target === undefined || e.target === kind
          : ofKind.some((t) => entryMatchesTarget(e.target, t))),
    );
    if (entry === undefined) return r;
    if (entry.expires < today) {
      problems.push(
        `${r.id}: expected failure expired on ${entry.expires} (${entry.reason}); fix the target or review and renew the entry`,
      );
      return r;
    }
    if (r.outcome === 'FAILED') return { ...r, expected: { reason: entry.reason, expires: entry.expires } };
    if (r.outcome === 'PASSED' || r.outcome === 'WARNING' || r.outcome === 'REVIEW') {
      problems.push(`${r.id}: listed as an expected failure but now ${r.outcome}; remove the stale entry`);
    }
    // SKIPPED / NOT RUN: this run says nothing about it (a shard, a live target without the fixture).
    return r;
  });
  return { results: out, problems };
}
