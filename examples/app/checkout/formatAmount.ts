/**
 * Minor units to the gateway's amount string: a decimal with two fraction
 * digits (spec A. Payment job request, amountToCollect). Integer arithmetic:
 * 1250 / 100 is 12.5 in floating point, and "12.5" is not a valid amount.
 */
export function formatAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0)
    throw new Error('amount: a non-negative integer of minor units');
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}
