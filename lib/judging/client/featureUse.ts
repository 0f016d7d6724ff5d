/**
 * Which optional features (lib/judging/requirements/feature.ts) the
 * application used: per feature, how many exchanges used it and the first.
 * The side judges call `use` where they read the exchange that uses one (a
 * tokenisation, a payment with a token, a print, …); the client report puts
 * the requirements of a feature never used OUT OF SCOPE. Bounded by the list
 * of features.
 */
import type { ClientFeature } from '../requirements/feature.js';

export interface FeatureCount {
  readonly exchanges: number;
  readonly firstSeq: number;
}

export class FeatureUse {
  private readonly counts = new Map<
    ClientFeature,
    { exchanges: number; firstSeq: number; lastSeq: number }
  >();

  /** Exchange `seq` used `feature`; an exchange counts once per feature. */
  use(feature: ClientFeature, seq: number): void {
    const c = this.counts.get(feature);
    if (c === undefined) this.counts.set(feature, { exchanges: 1, firstSeq: seq, lastSeq: seq });
    else if (c.lastSeq !== seq) {
      c.exchanges++;
      c.lastSeq = seq;
    }
  }

  get(feature: ClientFeature): FeatureCount | undefined {
    const c = this.counts.get(feature);
    return c === undefined ? undefined : { exchanges: c.exchanges, firstSeq: c.firstSeq };
  }
}
