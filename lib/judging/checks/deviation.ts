/**
 * What a check throws when the target's answer breaks the rule it checks.
 * A check takes no requirement id: the id and its level are written once,
 * where the check is called (`verify(id, check)`), so one check can serve
 * every requirement it evidences and a misspelt id does not compile there.
 *
 * Anything else a check throws (a transport error, a bug in the harness) is
 * not the target's deviation, and `verify` reports it as such.
 */

/** Evidence of one deviation: the exchange and the offending field, expected against actual. */
export interface DeviationEvidence {
  /** The request line, e.g. `GET /api/v2/transactions/latest.json`. */
  readonly request?: string;
  /** The HTTP status of the answer. */
  readonly status?: number;
  /** Path of the offending field in the answer, e.g. `transaction.total_amount`. */
  readonly field?: string;
  readonly expected?: unknown;
  readonly actual?: unknown;
}

export class Deviation extends Error {
  override readonly name = 'Deviation';
  constructor(
    message: string,
    /** Redacted by `verify` before it is recorded anywhere. */
    readonly evidence?: DeviationEvidence,
  ) {
    super(message);
  }
}

/** Throws a Deviation unless `condition` holds. */
export function holds(condition: unknown, message: string, evidence?: DeviationEvidence): asserts condition {
  if (!condition) throw new Deviation(message, evidence);
}

export function isDeviation(e: unknown): e is Deviation {
  return e instanceof Deviation;
}
