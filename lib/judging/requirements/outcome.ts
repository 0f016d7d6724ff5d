/**
 * The outcome of a requirement on a target, after the OpenID conformance
 * suite's vocabulary. Suites record outcomes as test annotations of type
 * `outcomeAnnotation`; the conformance reporter reads them back.
 *
 * - PASSED, FAILED, WARNING: a check ran and judged the target.
 * - ERROR: a check ran but could not judge (the target did not answer, the
 *   harness broke); never the target's deviation.
 * - REVIEW: a person must look. SKIPPED: `verify.skipped`, with the reason.
 * - NOT RUN: in scope, but no check evaluated it (with the reason).
 * - OUT OF SCOPE: the run did not cover its part (`--project`).
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
export type Outcome =
  'PASSED' | 'FAILED' | 'ERROR' | 'WARNING' | 'REVIEW' | 'SKIPPED' | 'NOT RUN' | 'OUT OF SCOPE';

export const outcomeAnnotation = 'paycert:outcome';

/** What a failed check shows: the exchange and the offending field (already redacted). */
export interface OutcomeEvidence {
  readonly request?: string;
  readonly status?: number;
  readonly field?: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

export interface OutcomeRecord {
  readonly id: string;
  readonly outcome: Outcome;
  /** Why, in one or a few lines; already redacted. */
  readonly message?: string;
  /** The deviation's evidence, when the check gave one; already redacted. */
  readonly evidence?: OutcomeEvidence;
}

/** An outcome as a test's findings carry it (JSON): anything without an id and an outcome is not one. */
export function isOutcomeRecord(v: unknown): v is OutcomeRecord {
  if (!isJsonObject(v)) return false;
  return typeof v.id === 'string' && typeof v.outcome === 'string';
}
