/**
 * The report of one replay (replay.json; replay.md and the console say the
 * same in a few lines): per exchange what changed, each change marked
 * MUST-breaking (with the requirement it breaks) or changed where the spec
 * is silent; latency per endpoint; the screen sequences.
 */
import type { ChangeKind } from './compareAnswers.js';

export interface Change {
  readonly kind: ChangeKind | 'must' | 'latency';
  /** The answer's field, when the change is one field's. */
  readonly field?: string;
  readonly detail: string;
  /** `must`: the new answer breaks a MUST of the catalogue; `silent`: a change where the spec is silent. */
  readonly severity: 'must' | 'silent';
  /** The MUST requirement broken (severity must). */
  readonly requirement?: string;
}

export interface ReplayedExchange {
  readonly seq: number;
  readonly side: 'terminal' | 'gateway';
  /** `METHOD /path` with ids written as <id> / <reference>. */
  readonly endpoint: string;
  readonly recordedStatus?: number;
  readonly status?: number;
  readonly recordedMs: number;
  readonly ms?: number;
  /** How often the read was sent until it reached the recorded state (waits kept). */
  readonly attempts: number;
  readonly changes: readonly Change[];
  /** MUST requirements the recorded answer broke already (not a change). */
  readonly alreadyBroken?: readonly string[];
  /** The answer showed another moment of the session than the recorded one (timing, not the target): not compared field by field. */
  readonly anotherMoment?: string;
  /** Why the answer was not compared with the recorded one (a drill kept it from the application). */
  readonly notCompared?: string;
  /** Why the exchange was not sent. */
  readonly notReplayed?: string;
}

export interface EndpointLatency {
  readonly endpoint: string;
  readonly recordedMedianMs: number;
  readonly medianMs: number;
  readonly count: number;
}

export interface ReplayReport {
  readonly recording: string;
  readonly targets: { readonly terminal?: string; readonly gateway?: string };
  readonly startedAt: string;
  readonly exchanges: readonly ReplayedExchange[];
  readonly latency: readonly EndpointLatency[];
  readonly screens: { readonly recorded: readonly string[]; readonly replayed: readonly string[] };
  readonly summary: {
    readonly exchanges: number;
    readonly replayed: number;
    readonly changed: number;
    readonly mustBreaking: number;
    readonly silent: number;
  };
  /** `changed` when any change, `must` when any MUST-breaking one; the exit code follows --fail-on. */
  readonly outcome: 'unchanged' | 'changed' | 'must-breaking';
}
