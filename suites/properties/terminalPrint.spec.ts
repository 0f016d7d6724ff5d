/**
 * Random instruction lists against the target's print.json: accepted
 * exactly when valid (TM-PRN-1; PR-1, PR-2, PR-3 for refusals), and on the
 * simulator the paper equals the model's (PR-9, PR-4). Bounded runs.
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { printRequestInstructions } from '../../lib/arbitraries/printer/printRequestInstructions.js';
import { checkPaperAscendingY } from '../../lib/checks/printer/checkPaperAscendingY.js';
import { checkPaperMatchesModel } from '../../lib/checks/printer/checkPaperMatchesModel.js';
import { checkPrintVerdict } from '../../lib/checks/printer/checkPrintVerdict.js';
import { paperAdded, paperOf } from '../../lib/checks/printer/paperOf.js';
import { validateInstructions, type PrinterInstruction } from '../../lib/printer/index.js';
import { propertyFailure, rethrowFor } from '../../lib/properties/runProperty.js';

const ids = ['TM-PRN-1', 'PR-1', 'PR-2', 'PR-3', 'PR-4', 'PR-9'] as const;

test(
  `target: random lists are printed exactly when valid, as the model prints them ${ids.join(' ')}`,
  { tag: ids.map((i) => `@${i}`) },
  async ({ verify, terminal }) => {
    const title = 'target: random lists are printed exactly when valid';
    const control = terminal.control;
    if (control === undefined) {
      // On a device every run prints real paper: a few runs, verdicts only.
      for (const id of ['PR-4', 'PR-9'] as const)
        verify.skipped(id, 'the paper of a real device cannot be read back');
    }
    const failure = await propertyFailure(
      fc.asyncProperty(printRequestInstructions(), async (list) => {
        const before = control === undefined ? undefined : paperOf(await control.paper());
        const r = await terminal.client.print({ instructions: list });
        checkPrintVerdict(list, r);
        if (control === undefined || before === undefined || validateInstructions(list) !== undefined) return;
        const after = paperOf(await control.paper());
        if (after === undefined) throw new Error('the simulator returned no paper roll');
        const printed = paperAdded(before, after);
        checkPaperAscendingY(printed);
        checkPaperMatchesModel('PR-9', list as PrinterInstruction[], printed);
      }),
      { title, numRuns: control === undefined ? 5 : 60 },
    );
    for (const id of control === undefined ? (['TM-PRN-1', 'PR-1', 'PR-2', 'PR-3'] as const) : ids)
      await verify(id, () => rethrowFor(id, failure));
  },
);
