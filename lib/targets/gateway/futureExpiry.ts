/** An expiry three years ahead, as two-digit month and year (spec A: two digits each; field notes: any future expiry). */
export function futureExpiry(now = new Date()): { month: string; year: string } {
  return {
    month: String(now.getUTCMonth() + 1).padStart(2, '0'),
    year: String((now.getUTCFullYear() + 3) % 100).padStart(2, '0'),
  };
}
