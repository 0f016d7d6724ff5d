/** TM-TXN-4 (B. Transaction: stan, "monotonically increasing"): stan grows strictly from one transaction to the next. */
import { ensure } from '../checkFailure.js';

/** `stans` in the order the transactions were started. */
export function checkStanIncreasing(stans: readonly unknown[]): void {
  ensure(
    stans.every((s) => typeof s === 'number'),
    'TM-TXN-4',
    `a stan is not a number: ${JSON.stringify(stans)}`,
  );
  for (let i = 1; i < stans.length; i++) {
    const [a, b] = [stans[i - 1] as number, stans[i] as number];
    ensure(b > a, 'TM-TXN-4', `stan ${b} of transaction ${i + 1} does not exceed ${a} of the one before`);
  }
}
