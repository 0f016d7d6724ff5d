/**
 * profile.json: the firmware baseline of one run. Only shapes, enum-like
 * values, screen path sequences, digit-masked receipt layouts and requirement
 * outcomes: two runs' profiles diff into what changed (diffProfiles.ts).
 */
import type { Outcome } from '../../judging/requirements/outcome.js';
import type { TargetInfo } from '../report/target.js';
import type { Shape } from './shapeOf.js';

export const profileVersion = 1;

export interface ResourceStateProfile {
  readonly observations: number;
  readonly fields: Shape;
  /** Field paths the resource's schema does not describe (undefined: no schema of that name). */
  readonly beyondSpec?: readonly string[];
}

export interface Profile {
  readonly version: typeof profileVersion;
  readonly generatedAt: string;
  readonly targets: readonly TargetInfo[];
  /** resource -> state -> profile. */
  readonly resources: Readonly<Record<string, Readonly<Record<string, ResourceStateProfile>>>>;
  /** `<project> › <test title>` -> the distinct consecutive screen paths seen. */
  readonly screenSequences: Readonly<Record<string, readonly string[]>>;
  /** `<resource> <state>` -> the distinct layouts seen (receiptLayout.ts). */
  readonly receiptLayouts: Readonly<Record<string, readonly (readonly string[])[]>>;
  /** Requirement id -> outcome (MUST ids carry a `level` so the diff can tell a regression). */
  readonly requirements: Readonly<Record<string, { readonly outcome: Outcome; readonly level: string }>>;
}
