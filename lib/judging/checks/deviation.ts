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

/**
 * The mark every Deviation carries, in the runtime's global symbol registry:
 * a second copy of this module (two installed versions of paycert, or the
 * repository's sources beside the built package) has a class of its own, and
 * `instanceof` alone would call its deviations paycert errors.
 */
const deviationMark = Symbol.for('paycert.Deviation');

export class Deviation extends Error {
  override readonly name = 'Deviation';
  readonly [deviationMark] = true;
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

/** The one way a Deviation is recognised (judgeCheck, classifyThrown, replay), whichever copy threw it. */
export function isDeviation(e: unknown): e is Deviation {
  return (
    e instanceof Deviation ||
    (e instanceof Error && (e as Partial<Record<typeof deviationMark, unknown>>)[deviationMark] === true)
  );
}
