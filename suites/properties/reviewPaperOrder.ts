/**
 * PR-4 on a real device: "Lower y prints first, whatever the order in the
 * instruction list" can only be judged on the paper, so it is REVIEW: the
 * report lists what was printed, and in operator mode the person beside the
 * device answers whether the paper shows it (their answer is recorded).
 */
import type { Verify } from '../../fixtures/conformance.js';
import { describeInstructions, reviewPaper } from '../../fixtures/terminal/paperReview.js';
import type { TerminalSession } from '../../fixtures/terminal/terminalSession.js';

export async function reviewPaperOrder(
  terminal: TerminalSession,
  verify: Verify,
  lists: readonly unknown[][],
): Promise<void> {
  if (lists.length === 0) {
    verify.skipped('PR-4', 'no valid instruction list was printed on the device');
    return;
  }
  const sent = lists.map((list, i) => `list ${String(i + 1)}: ${describeInstructions(list)}`).join('; ');
  await reviewPaper(
    terminal,
    verify,
    'PR-4',
    `PR-4: ${String(lists.length)} lists were just printed. Within each, did the text with the lower y come out first?`,
    `check on the paper that within each buffer lower y printed first; sent ${sent}`,
  );
}
