/**
 * Realistic printer documents (spec B. Printer instruction; Endpoints B, print and
 * receipts): a merchant receipt laid out as comparable devices print it (field
 * notes, 'Receipts on comparable devices'), and a print request built from it.
 */

const lineHeight = 30;

/** A text instruction on row `row` of the current buffer; defaults left to the device where the spec gives one. */
function text(row: number, value: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { command: 'text', text: value, x: 0, y: row * lineHeight, font_size: 24, ...extra };
}

/** Merchant copy of the approved contactless sale in terminalTransactions.ts. */
export const merchantReceipt: readonly Record<string, unknown>[] = [
  text(0, 'MERCHANT COPY', { x: 120, font_size: 28, underline: true }),
  text(1, 'The Corner Cafe'),
  text(2, '12 High Street, Leeds'),
  text(3, '10/06/2024 09:55'),
  text(4, 'TID: 29384756  MID: ****5621'),
  { command: 'flush' },
  text(0, 'SALE  VISA CREDIT', { font_size: 28 }),
  text(1, 'CONTACTLESS'),
  text(2, '476173******0010'),
  text(3, 'EXP 12/25'),
  text(4, 'AID A0000000031010'),
  text(5, 'MSG 31  SEQ 1287'),
  { command: 'flush' },
  text(0, 'TOTAL          GBP 4.50', { font_size: 32, line_width: 12 }),
  text(1, 'AUTH CODE A1B2C3'),
  text(2, 'NO CARDHOLDER VERIFICATION'),
  text(3, 'Thank you for your visit', { family: 'Arial', skew_x: 0, reverse: false, strikethru: false }),
  { command: 'scroll', amount: 120 },
];

/** A reconciliation receipt: the merchant receipt is the only one (Endpoints B, notes). */
export const reconciliationReceipt: readonly Record<string, unknown>[] = [
  text(0, 'RECONCILIATION', { x: 100, font_size: 28 }),
  text(1, 'The Corner Cafe'),
  text(2, 'BATCH 42   10/06/2024 21:00'),
  text(3, 'SALES    2   GBP 129.50'),
  text(4, 'REFUNDS  1   GBP 3.00'),
  text(5, 'TOTALS AGREED'),
  { command: 'scroll', amount: 120 },
];

/** A test print as a client sends it: lower y prints first, whatever the order (B. Printer instruction). */
export const printRequest = {
  instructions: [
    text(1, 'paycert test print, second line'),
    text(0, 'paycert test print, first line', { underline: true }),
    { command: 'flush' },
    text(0, 'after flush'),
    { command: 'scroll', amount: 60 },
  ],
};
