/**
 * For a property that checks several requirements per generated case: which
 * requirement the failing case broke, so each is verified under its own id.
 * fast-check reports the last case that failed (after shrinking), and only
 * failing steps are recorded, so the record names that case's step. The
 * property's failure message (seed, path, replay command) is kept, and a
 * Deviation stays a Deviation: what the target broke, not a harness error.
 */
import { Deviation, isDeviation } from '../checks/deviation.js';

export class FailingStep<I extends string> {
  private id: I | undefined;
  private deviation: Deviation | undefined;

  constructor(
    /**
     * Where a failure outside every step (a transport error) is counted. Without one, only a
     * deviation is attributed to its step; anything else is thrown for every id (ERROR on each).
     */
    private readonly fallback?: I,
  ) {}

  /** Runs one step of a case for requirement `id`, remembering it when it throws. */
  async at<T>(id: I, step: () => T | Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (e) {
      this.id = id;
      this.deviation = isDeviation(e) ? e : undefined;
      throw e;
    }
  }

  /** Throws the property's `failure` for `id` when the failing case broke `id`; nothing otherwise. */
  throwFor(id: I, failure: unknown): void {
    if (failure === undefined) return;
    const owner =
      this.fallback === undefined
        ? this.deviation === undefined
          ? id
          : this.id
        : (this.id ?? this.fallback);
    if (owner !== id) return;
    const message = failure instanceof Error ? failure.message : JSON.stringify(failure);
    if (this.deviation !== undefined) throw new Deviation(message, this.deviation.evidence);
    throw failure instanceof Error ? failure : new Error(message);
  }
}
