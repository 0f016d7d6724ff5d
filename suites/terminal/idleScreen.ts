/**
 * The screen after a transaction's end, read until it is idle or a bound
 * passes. "idle ... means the transaction has ended and the device is ready
 * for another": a device may show "Approved" or "Please remove card" for a
 * while first, so the return to idle is waited for, never demanded at once.
 */
import type { TerminalSession } from '../../fixtures/terminal/terminalSession.js';
import { IDLE_PATH, scenePath, type TerminalResponse } from '../../lib/judging/checks/terminal/exchange.js';
import { pollUntil } from '../../lib/targets/terminal/pollUntil.js';

/** A device gets as long as a person takes to remove a card; the simulator's clock is moved instead. */
const DEVICE_IDLE_WAIT_MS = 30_000;
const SIMULATOR_IDLE_WAIT_MS = 3_000;

export async function screenOnceIdle(
  terminal: TerminalSession,
): Promise<{ screen: TerminalResponse; waitedMs: number }> {
  const since = Date.now();
  const control = terminal.control;
  const r = await pollUntil(
    () => terminal.client.screen(),
    (s) => scenePath(s) === IDLE_PATH,
    {
      timeoutMs: control === undefined ? DEVICE_IDLE_WAIT_MS : SIMULATOR_IDLE_WAIT_MS,
      maxDelayMs: 500,
      ...(control === undefined ? {} : { between: () => control.advanceClock(1_000) }),
    },
  );
  const screen = r.done ? r.value : r.last;
  if (screen === undefined) throw new Error('the screen was never read');
  return { screen, waitedMs: Date.now() - since };
}
