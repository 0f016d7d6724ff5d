/**
 * Amounts in minor units and their two-fraction-digit form (spec A. Payment job
 * request: amountToCollect, a decimal with two fraction digits). Bounds are not
 * shown (Limits, rule 5): 0.01 to 999 999.99 is used, small ones weighted.
 */
import fc from 'fast-check';

export function formatMinorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function minorUnitsAmount(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.integer({ min: 1, max: 199 }),
      fc.integer({ min: 1, max: 99_999 }),
      fc.integer({ min: 1, max: 99_999_999 }),
      fc.constantFrom(1, 10, 100, 101, 1000, 99_999_999),
    )
    .map(formatMinorUnits);
}
