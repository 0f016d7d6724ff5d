/**
 * The personality of the embedded simulators (docs/personalities.md):
 * PAYCERT_SIM_PERSONALITY, `reference` when unset. The one reader of that
 * variable; each simulator checks the name against its own personalities when
 * it starts (lib/ does not import the simulators).
 */
import { envValue } from './env.js';

export function simPersonalityName(): string {
  return envValue('PAYCERT_SIM_PERSONALITY') ?? 'reference';
}
