/**
 * The simulator's personalities: `reference` (the reference logic alone) and
 * `field` (the other conformant choices wherever the spec is silent; see
 * docs/personalities.md). A personality is a list of variations.
 */
import { fieldVariations } from './field/index.js';
import type { MachineHooks, Variation } from '../variation.js';

export const personalityNames = ['reference', 'field'] as const;
export type PersonalityName = (typeof personalityNames)[number];

export interface Personality {
  readonly name: PersonalityName;
  readonly variations: readonly Variation[];
}

export function personality(name: PersonalityName = 'reference'): Personality {
  return { name, variations: name === 'field' ? fieldVariations : [] };
}

/** Parses a flag or environment value; throws naming the allowed values. */
export function parsePersonality(value: string | undefined, source: string): PersonalityName {
  const v = (value ?? '').trim();
  if (v === '') return 'reference';
  if ((personalityNames as readonly string[]).includes(v)) return v as PersonalityName;
  throw new Error(
    `${source}: unknown personality "${v.slice(0, 40)}" (one of ${personalityNames.join(', ')})`,
  );
}

/** The machine hooks of a personality, later entries winning. */
export function machineHooks(p: Personality): Partial<MachineHooks> {
  return Object.assign({}, ...p.variations.map((v) => v.machine ?? {})) as Partial<MachineHooks>;
}
