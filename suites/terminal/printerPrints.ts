/**
 * When valid instructions are refused, one line of text tells a printer that
 * prints nothing (out of paper: a state the spec allows) from a refusal of
 * the instructions (lib/judging/checks/printer/printerState.ts). The first ends the
 * test, its unevaluated requirements NOT RUN with the reason; the second is
 * the caller's check to judge.
 */
import { test } from '../../fixtures/test.js';
import type { TerminalSession } from '../../fixtures/terminal/terminalSession.js';
import { printed, printerDownReason } from '../../lib/judging/checks/printer/printerState.js';
import type { TerminalResponse } from '../../lib/judging/checks/terminal/exchange.js';

export async function skipUnlessPrinterPrints(
  terminal: TerminalSession,
  answer: TerminalResponse,
): Promise<void> {
  if (printed(answer)) return;
  const down = await printerDownReason(terminal.client);
  if (down !== undefined) test.skip(true, `valid instructions were refused, and ${down}`);
}
