/**
 * PR-4 on a real device: "Lower y prints first, whatever the order in the
 * instruction list" can only be judged on the paper, so it is REVIEW: the
 * report lists what was printed, and in operator mode the person beside the
 * device answers whether the paper shows it (their answer is recorded).
 */
import type { Verify } from '../../fixtures/conformance.js';
import type { TerminalSession } from '../../fixtures/terminal/terminalSession.js';

/** One line per printed list: its texts in list order with their y, so a reviewer knows what to look for. */
function describe(lists: readonly unknown[][]): string {
  return lists
    .map((list, i) => {
      const texts = list
        .filter(
          (x): x is { command: 'text'; text?: unknown; y?: unknown } =>
            (x as { command?: unknown }).command === 'text',
        )
        .map((x) => `"${String(x.text).slice(0, 20)}"@y=${String(x.y)}`);
      return `list ${String(i + 1)}: ${texts.join(', ') || '(no text)'}`;
    })
    .join('; ');
}

export async function reviewPaperOrder(
  terminal: TerminalSession,
  verify: Verify,
  lists: readonly unknown[][],
): Promise<void> {
  if (lists.length === 0) {
    verify.skipped('PR-4', 'no valid instruction list was printed on the device');
    return;
  }
  const what = `check on the paper that within each buffer lower y printed first: ${describe(lists)}`;
  const cards = terminal.target.cards;
  const answer =
    typeof cards === 'string' || cards.askPerson === undefined
      ? undefined
      : await cards.askPerson(
          `PR-4: ${String(lists.length)} lists were just printed. Within each, did the text with the lower y come out first?`,
        );
  const said =
    answer === undefined
      ? 'no operator was asked'
      : { y: 'operator: yes', n: 'operator: NO', s: 'operator: could not tell' }[answer];
  verify.review('PR-4', `${said}; ${what}`);
}
