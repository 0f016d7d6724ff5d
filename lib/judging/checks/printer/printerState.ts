/**
 * Whether a printer prints at all. A printer that prints nothing is a device
 * state the spec allows (Errors, rule 6: "Terminal other print errors, for
 * example out of paper, may occur. Their status codes: not shown"), not a
 * refusal of the instructions sent: one line of text tells the two apart.
 * A rule that needs printed paper (TM-PRN-1, TM-RCPT-6, the paper rules) is
 * then NOT RUN with the reason, never FAILED.
 */
import type { PrinterInstruction } from '../../printer/index.js';
import type { TerminalClient } from '../../../targets/terminal/terminalClient.js';
import { describe, is2xx, successOf, type TerminalResponse } from '../terminal/exchange.js';

/** The least a printer with paper prints: one short line at the head. */
export const oneLine: readonly PrinterInstruction[] = [
  { command: 'text', text: 'paycert printer check', x: 0, y: 0, font_size: 24 },
];

/** The answer says the instructions were printed: 2xx and success true. */
export function printed(r: TerminalResponse): boolean {
  return is2xx(r) && successOf(r) === true;
}

/** Why the printer prints nothing (one line of text is refused too), or undefined when it prints. */
export async function printerDownReason(client: Pick<TerminalClient, 'print'>): Promise<string | undefined> {
  const probe = await client.print({ instructions: [...oneLine] });
  if (printed(probe)) return undefined;
  return `the printer prints nothing: one line of text was refused too (${describe(probe)}); a print error of the device's state ("Terminal other print errors, for example out of paper, may occur"), not of the instructions`;
}
