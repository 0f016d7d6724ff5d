/**
 * The outcome of a requirement on a target, after the OpenID conformance
 * suite's vocabulary. Suites record outcomes as test annotations of type
 * `outcomeAnnotation`; the conformance reporter reads them back.
 */
export type Outcome = 'PASSED' | 'FAILED' | 'WARNING' | 'REVIEW' | 'SKIPPED' | 'NOT RUN';

export const outcomeAnnotation = 'paycert:outcome';

export interface OutcomeRecord {
  readonly id: string;
  readonly outcome: Outcome;
  /** Why, in one or a few lines; already redacted. */
  readonly message?: string;
}

export function encodeOutcome(r: OutcomeRecord): string {
  return JSON.stringify(r);
}

export function decodeOutcome(text: string | undefined): OutcomeRecord | undefined {
  if (text === undefined) return undefined;
  try {
    const v = JSON.parse(text) as Partial<OutcomeRecord>;
    if (typeof v.id === 'string' && typeof v.outcome === 'string') return v as OutcomeRecord;
  } catch {
    // not ours
  }
  return undefined;
}
