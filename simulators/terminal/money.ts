/** Formats minor units as the device shows them: `£4.00`. */
export function formatMoney(minor: number, symbol = '£'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${symbol}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The label of a transaction type on screens and receipts. */
export function typeLabel(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
