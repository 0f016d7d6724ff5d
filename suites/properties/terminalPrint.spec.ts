/**
 * Random instruction lists against the target's print.json: printed exactly
 * when valid (TM-PRN-1; PR-1 and PR-3 for the refusals the spec states, PR-2
 * observed for the others), and on the simulator the paper equals the
 * model's (PR-9, PR-4). A valid list the spec's words leave to the device (an
 * empty one, a negative x, a family other than Arial) may be refused; when it
 * is printed, its paper is judged like any other. Bounded runs.
 */
import fc from 'fast-check';
import { test, named } from '../../fixtures/test.js';
import { printRequestInstructions } from '../../lib/judging/arbitraries/printer/printRequestInstructions.js';
import { paperAdded, paperOf } from '../../lib/judging/checks/printer/paper.js';
import {
  checkPaperAscendingY,
  checkPaperMatchesModel,
} from '../../lib/judging/checks/printer/paperChecks.js';
import { checkPrintVerdict, printerRuleOf } from '../../lib/judging/checks/printer/printChecks.js';
import { printed, printerDownReason } from '../../lib/judging/checks/printer/printerState.js';
import { validateInstructions, type PrinterInstruction } from '../../lib/judging/printer/index.js';
import { FailingStep } from '../../lib/judging/properties/failingStep.js';
import { propertyFailure } from '../../lib/judging/properties/runProperty.js';
import { reviewPaperOrder } from './reviewPaperOrder.js';

const ids = ['TM-PRN-1', 'PR-1', 'PR-2', 'PR-3', 'PR-4', 'PR-9'] as const;

test(
  ...named('target: random lists are printed exactly when valid, as the model prints them', ...ids),
  async ({ verify, terminal }) => {
    const title = 'target: random lists are printed exactly when valid';
    // A printer out of paper prints no valid list: a device state the spec allows, so NOT RUN, not FAILED.
    const down = await printerDownReason(terminal.client);
    test.skip(down !== undefined, down ?? '');
    const control = terminal.control;
    if (control === undefined) {
      // On a device every run prints real paper: a few runs; its paper is judged by a person.
      verify.skipped('PR-9', 'the paper of a real device cannot be read back and compared with the model');
    }
    const printedLists: unknown[][] = [];
    const step = new FailingStep<(typeof ids)[number]>();
    const failure = await propertyFailure(
      fc.asyncProperty(printRequestInstructions(), async (list) => {
        const before = control === undefined ? undefined : paperOf(await control.paper());
        const r = await terminal.client.print({ instructions: list });
        const problem = validateInstructions(list);
        await step.at(printerRuleOf(problem) ?? 'TM-PRN-1', () => checkPrintVerdict(list, r));
        // Only a list the target printed has paper to judge (a list left to the device may be refused).
        if (problem !== undefined || !printed(r)) return;
        if (control === undefined) printedLists.push(list);
        if (control === undefined || before === undefined) return;
        const after = paperOf(await control.paper());
        if (after === undefined) throw new Error('the simulator returned no paper roll');
        const paper = paperAdded(before, after);
        await step.at('PR-4', () => checkPaperAscendingY(paper));
        await step.at('PR-9', () => checkPaperMatchesModel(list as PrinterInstruction[], paper));
      }),
      { title, numRuns: control === undefined ? 5 : 60 },
    );
    for (const id of control === undefined ? (['TM-PRN-1', 'PR-1', 'PR-2', 'PR-3'] as const) : ids)
      await verify(id, () => step.throwFor(id, failure));
    if (control === undefined) await reviewPaperOrder(terminal, verify, printedLists);
  },
);
