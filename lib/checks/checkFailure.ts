/**
 * The typed result a check throws when a target breaks a requirement
 * (STYLE.md principle 4, after schemathesis). The severity follows the
 * requirement's level: a MUST fails, an OBSERVATION warns.
 */
export class CheckFailure extends Error {
  override readonly name = 'CheckFailure';
  constructor(
    readonly requirementId: string,
    message: string,
    /** What the target showed, redacted before it is attached anywhere. */
    readonly evidence?: unknown,
  ) {
    super(`${requirementId}: ${message}`);
  }
}

/** Throws a CheckFailure for `requirementId` unless `condition` holds. */
export function ensure(
  condition: unknown,
  requirementId: string,
  message: string,
  evidence?: unknown,
): asserts condition {
  if (!condition) throw new CheckFailure(requirementId, message, evidence);
}

export function isCheckFailure(e: unknown): e is CheckFailure {
  return e instanceof CheckFailure;
}
