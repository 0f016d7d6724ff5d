/** PR-3 ("Negative y is not allowed"): a list holding a text with negative y is invalid, wherever it sits. */
import { validateInstructions } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';

export function checkNegativeYRefused(list: readonly unknown[]): void {
  const problem = validateInstructions(list);
  ensure(
    problem?.rule === 'negative-y',
    'PR-3',
    `a list with a negative y was judged ${problem === undefined ? 'valid' : problem.rule}`,
  );
}
