/** PR-4 ("Lower y prints first, whatever the order in the instruction list"): a permuted buffer prints the same paper. */
import type { PaperRoll } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';
import { rollDifference } from './rollDifference.js';

export function checkPermutationInvariant(original: PaperRoll, permuted: PaperRoll): void {
  const diff = rollDifference(original, permuted);
  ensure(diff === undefined, 'PR-4', `a permutation of the same buffer printed differently: ${diff ?? ''}`);
}
