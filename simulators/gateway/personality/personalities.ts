/**
 * The gateway simulator's personalities: `reference` (the choices paycert's
 * own simulator always made) and `field` (the other conformant choices,
 * personality/field/). A suite must pass against both; a check that only one
 * passes is a bug in the check (issue 12).
 */
import type { PersonalityChoice } from '../variation.js';
import { fieldChoices } from './field/index.js';

export const gatewayPersonalities = {
  reference: [],
  field: fieldChoices,
} as const satisfies Readonly<Record<string, readonly PersonalityChoice[]>>;

export type GatewayPersonality = keyof typeof gatewayPersonalities;

export const gatewayPersonalityNames = Object.keys(gatewayPersonalities) as GatewayPersonality[];

export function isGatewayPersonality(name: string): name is GatewayPersonality {
  return Object.hasOwn(gatewayPersonalities, name);
}

/** The entries of a personality; throws naming the known ones for an unknown name. */
export function personalityChoices(name: string): readonly PersonalityChoice[] {
  if (!isGatewayPersonality(name)) {
    throw new Error(`unknown gateway personality "${name}"; known: ${gatewayPersonalityNames.join(', ')}`);
  }
  return gatewayPersonalities[name];
}
