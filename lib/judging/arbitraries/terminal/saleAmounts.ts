/**
 * Amount, tip and cashback of a sale, integers in minor units (field notes:
 * "the amount is an integer in minor units"); the total stays under the
 * contactless limit so one tap completes the sale.
 */
import fc from 'fast-check';

export interface SaleAmounts {
  amount: number;
  tip_amount: number;
  amount_other: number;
}

export function saleAmounts(): fc.Arbitrary<SaleAmounts> {
  return fc.record({
    amount: fc.integer({ min: 1, max: 5000 }),
    tip_amount: fc.integer({ min: 0, max: 2000 }),
    amount_other: fc.integer({ min: 0, max: 2000 }),
  });
}
