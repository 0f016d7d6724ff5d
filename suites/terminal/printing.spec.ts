/**
 * Printing (spec B. Printer instruction; Endpoints B: print.json; Errors,
 * rules 5 and 6): valid lists print, invalid ones are refused, a device
 * without a printer answers 400, and on the simulator the paper shows the
 * printer rules (lower y first, scroll, flush, defaults, order). A device's
 * paper cannot be read back: there each rule is REVIEW, with the instructions
 * sent and, in operator mode, the operator's answer (fixtures/terminal/paperReview.ts).
 */
import { test, named } from '../../fixtures/test.js';
import { paperAdded, paperOf } from '../../lib/judging/checks/printer/paper.js';
import {
  checkPaperAscendingY,
  checkPaperMatchesModel,
} from '../../lib/judging/checks/printer/paperChecks.js';
import {
  checkNoPrinterRefused,
  checkPrintAccepted,
  checkPrintRefused,
} from '../../lib/judging/checks/printer/printChecks.js';
import {
  checkRefusedWithSuccessFalse,
  checkSuccessBoolean,
} from '../../lib/judging/checks/terminal/responseChecks.js';
import type { PrinterInstruction } from '../../lib/judging/printer/index.js';
import { describeInstructions, expectedPaper, reviewPaper } from '../../fixtures/terminal/paperReview.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { skipUnlessPrinterPrints } from './printerPrints.js';

const text = (t: string, y: number, x = 0): PrinterInstruction => ({
  command: 'text',
  text: t,
  x,
  y,
  font_size: 24,
});

test(...named('valid instructions are printed', 'TM-PRN-1', 'TM-ERR-1'), async ({ verify, terminal }) => {
  const r = await terminal.client.print({
    instructions: [
      text('PAYCERT PRINT TEST', 0),
      // Every optional field of a text instruction, set: a value other than its default, but for
      // family, whose one name in the spec is its default (a device may refuse others).
      {
        ...text('STYLED LINE', 30),
        line_width: 12,
        skew_x: 2,
        underline: true,
        strikethru: true,
        reverse: true,
        family: 'Arial',
      },
      { command: 'flush' },
      { command: 'scroll', amount: 40 },
    ],
  });
  await verify('TM-ERR-1', () => checkSuccessBoolean(r));
  // Out of paper (a state the spec allows) is no refusal of these instructions: NOT RUN, not FAILED.
  await skipUnlessPrinterPrints(terminal, r);
  await verify('TM-PRN-1', () => checkPrintAccepted(r));
});

/**
 * Lists the spec does not allow: a negative y ("Negative y is not allowed")
 * is a MUST. A command that does not exist ("Only text, scroll and flush
 * exist"; the probe names no command the spec plans, unlike `image`) and an
 * instruction without command are PR-1's observation: the spec does not say a
 * device refuses rather than skips them. A mistyped or missing field has no
 * refusal rule in the spec: PR-2 observes it. A text without font_size is not
 * here: no rule makes it required.
 */
const invalid: readonly { name: string; id: RequirementId; instructions: unknown[] }[] = [
  { name: 'a negative y', id: 'PR-3', instructions: [text('negative', -10)] },
  {
    name: 'a command that does not exist',
    id: 'PR-1',
    instructions: [{ command: 'paycert-no-such-command', text: 'x' }],
  },
  {
    name: 'an instruction without command',
    id: 'PR-1',
    instructions: [{ text: 'x', x: 0, y: 0, font_size: 24 }],
  },
  {
    name: 'a text whose y is a string',
    id: 'PR-2',
    instructions: [{ command: 'text', text: 'x', x: 0, y: '0', font_size: 24 }],
  },
  { name: 'a scroll without amount', id: 'PR-2', instructions: [{ command: 'scroll' }] },
];

for (const row of invalid) {
  test(
    ...named(`print.json refuses ${row.name}`, row.id, 'TM-PRN-4', 'TM-ERR-1'),
    async ({ verify, terminal }) => {
      // A valid text first: a printer that accepts the list would print it, which shows on the paper.
      const r = await terminal.client.print({
        instructions: [text('before the invalid one', 0), ...row.instructions],
      });
      await verify(row.id, () => checkPrintRefused(r));
      await verify('TM-PRN-4', () => checkRefusedWithSuccessFalse(r));
      await verify('TM-ERR-1', () => checkSuccessBoolean(r));
    },
  );
}

test(
  ...named('print.json without a printer does not claim success', 'TM-PRN-2'),
  async ({ verify, terminal }) => {
    terminal.requireSimulator(verify, 'take the printer away');
    await terminal.setPrinter('absent');
    const r = await terminal.client.print({ instructions: [text('no printer', 0)] });
    await verify('TM-PRN-2', () => checkNoPrinterRefused(r));
  },
);

test(...named('print.json out of paper is refused', 'TM-PRN-3'), async ({ verify, terminal }) => {
  terminal.requireSimulator(verify, 'empty the paper roll');
  await terminal.setPrinter('out-of-paper');
  const r = await terminal.client.print({ instructions: [text('no paper', 0)] });
  await verify('TM-PRN-3', () => checkRefusedWithSuccessFalse(r));
});

/** Lists that exercise one printer rule each, printed and compared with the model of lib/judging/printer/. */
const paperCases: readonly { id: RequirementId; rule: string; instructions: PrinterInstruction[] }[] = [
  {
    id: 'PR-4',
    rule: 'lower y prints first',
    instructions: [text('third', 60), text('first', 0), text('second', 30)],
  },
  {
    id: 'PR-5',
    rule: 'scroll flushes then feeds',
    instructions: [text('above', 10), { command: 'scroll', amount: 80 }, text('below', 0)],
  },
  {
    id: 'PR-6',
    rule: 'y restarts at 0 after a scroll',
    instructions: [text('a', 50), { command: 'scroll', amount: 10 }, text('b', 5), text('c', 0)],
  },
  {
    id: 'PR-7',
    rule: 'flush splits buffers',
    instructions: [text('late', 40), { command: 'flush' }, text('early', 0)],
  },
  {
    id: 'PR-8',
    rule: 'text defaults apply',
    instructions: [
      text('defaults', 0),
      {
        command: 'text',
        text: 'set',
        x: 5,
        y: 30,
        font_size: 20,
        line_width: 3,
        skew_x: 1,
        underline: true,
        strikethru: true,
        reverse: true,
        family: 'Arial',
      },
    ],
  },
  {
    id: 'PR-9',
    rule: 'instructions run in order',
    instructions: [
      text('one', 0),
      { command: 'scroll', amount: 20 },
      text('two', 0),
      { command: 'flush' },
      text('three', 0),
    ],
  },
];

for (const c of paperCases) {
  test(...named(`paper: ${c.rule}`, c.id), async ({ verify, terminal }) => {
    const control = terminal.control;
    if (control === undefined) {
      // A device's paper cannot be read back: the answer is judged, the paper left to a person (REVIEW).
      const r = await terminal.client.print({ instructions: c.instructions });
      // Out of paper (a state the spec allows) is no refusal of these instructions: NOT RUN, as on a simulator.
      await skipUnlessPrinterPrints(terminal, r);
      await verify.precondition('TM-PRN-1', () => checkPrintAccepted(r), 'the device did not print the list');
      const paper = expectedPaper(c.instructions);
      await reviewPaper(
        terminal,
        verify,
        c.id,
        `${c.id} (${c.rule}): the device just printed a slip. Does it show, top to bottom: ${paper}?`,
        `${c.rule}; sent ${describeInstructions(c.instructions)}; the paper should show, top to bottom: ${paper}`,
      );
      return;
    }
    const before = paperOf(await control.paper());
    const r = await terminal.client.print({ instructions: c.instructions });
    const after = paperOf(await control.paper());
    // A printer without paper prints nothing: the paper rules cannot be read, NOT RUN with the reason.
    await skipUnlessPrinterPrints(terminal, r);
    // Instructions that were not printed leave no paper to judge the printer rules on: TM-PRN-1 owns that.
    if (!(await verify('TM-PRN-1', () => checkPrintAccepted(r)))) return;
    if (before === undefined || after === undefined) throw new Error('the simulator returned no paper roll');
    const printed = paperAdded(before, after);
    if (c.id === 'PR-4') await verify('PR-4', () => checkPaperAscendingY(printed));
    await verify(c.id, () => checkPaperMatchesModel(c.instructions, printed));
  });
}
