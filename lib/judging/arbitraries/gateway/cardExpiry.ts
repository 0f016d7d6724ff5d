/**
 * A future card expiry as two-digit month and year (A. Card tokenisation
 * request: cardExpiryMonth, cardExpiryYear, "two digits"; field notes: any
 * future expiry): every month 01-12 and every year from this one to fifteen
 * years ahead, not only the month the run happens in. The months are counted
 * from `now`, so a replay in another month gives other expiries: pass the
 * same `now` to replay exactly.
 */
import fc from 'fast-check';

export interface CardExpiry {
  readonly month: string;
  readonly year: string;
}

const horizonMonths = 15 * 12;

export function cardExpiry(now = new Date()): fc.Arbitrary<CardExpiry> {
  const first = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return fc.integer({ min: 0, max: horizonMonths }).map((ahead) => {
    const at = first + ahead;
    return {
      month: String((at % 12) + 1).padStart(2, '0'),
      year: String(Math.floor(at / 12) % 100).padStart(2, '0'),
    };
  });
}
