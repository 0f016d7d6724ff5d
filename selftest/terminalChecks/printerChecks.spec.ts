/** Each printer check passes the model's own paper and fails a broken one with its requirement id. */
import { test, expect } from '@playwright/test';
import { isCheckFailure } from '../../lib/checks/checkFailure.js';
import { checkFlushComposition } from '../../lib/checks/printer/checkFlushComposition.js';
import { checkPaperAscendingY } from '../../lib/checks/printer/checkPaperAscendingY.js';
import { checkPaperMatchesModel } from '../../lib/checks/printer/checkPaperMatchesModel.js';
import { checkPrintVerdict } from '../../lib/checks/printer/checkPrintVerdict.js';
import { checkScrollComposition } from '../../lib/checks/printer/checkScrollComposition.js';
import { checkTextDefaults } from '../../lib/checks/printer/checkTextDefaults.js';
import { printOnFreshPaper, type PrinterInstruction, type TextInstruction } from '../../lib/printer/index.js';
import { answer, type Row } from './rows.js';

const text = (t: string, y: number): TextInstruction => ({
  command: 'text',
  text: t,
  x: 0,
  y,
  font_size: 20,
});
const list: PrinterInstruction[] = [text('b', 30), text('a', 0)];
const byList = printOnFreshPaper(list, { order: 'list' });
const ok = answer(200, { success: true }, 'POST /api/v2/print.json');

const rows: readonly Row[] = [
  {
    id: 'PR-4',
    name: 'paper printed in list order',
    good: () => checkPaperAscendingY(printOnFreshPaper(list)),
    bad: () => checkPaperAscendingY(byList),
  },
  {
    id: 'PR-9',
    name: 'paper differs from the model',
    good: () => checkPaperMatchesModel('PR-9', list, printOnFreshPaper(list)),
    bad: () => checkPaperMatchesModel('PR-9', list, byList),
  },
  {
    id: 'PR-3',
    name: 'negative y accepted',
    good: () => checkPrintVerdict([text('x', -1)], answer(400, { success: false })),
    bad: () => checkPrintVerdict([text('x', -1)], ok),
  },
  {
    id: 'PR-1',
    name: 'unknown command accepted',
    good: () => checkPrintVerdict([{ command: 'image' }], answer(400, { success: false })),
    bad: () => checkPrintVerdict([{ command: 'image' }], ok),
  },
  {
    id: 'PR-2',
    name: 'text without font_size accepted',
    good: () =>
      checkPrintVerdict([{ command: 'text', text: 'x', x: 0, y: 0 }], answer(400, { success: false })),
    bad: () => checkPrintVerdict([{ command: 'text', text: 'x', x: 0, y: 0 }], ok),
  },
  {
    id: 'TM-PRN-1',
    name: 'valid list refused',
    good: () => checkPrintVerdict(list, ok),
    bad: () => checkPrintVerdict(list, answer(400, { success: false })),
  },
  {
    id: 'PR-5',
    name: 'scroll without its feed',
    good: () =>
      checkScrollComposition(
        printOnFreshPaper([text('a', 0)]),
        50,
        printOnFreshPaper([text('b', 0)]),
        printOnFreshPaper([text('a', 0), { command: 'scroll', amount: 50 }, text('b', 0)]),
      ),
    bad: () =>
      checkScrollComposition(
        printOnFreshPaper([text('a', 0)]),
        50,
        printOnFreshPaper([text('b', 0)]),
        printOnFreshPaper([text('a', 0), text('b', 0)]),
      ),
  },
  {
    id: 'PR-7',
    name: 'flush ignored',
    good: () =>
      checkFlushComposition(
        printOnFreshPaper([text('a', 40)]),
        printOnFreshPaper([text('b', 0)]),
        printOnFreshPaper([text('a', 40), { command: 'flush' }, text('b', 0)]),
      ),
    bad: () =>
      checkFlushComposition(
        printOnFreshPaper([text('a', 40)]),
        printOnFreshPaper([text('b', 0)]),
        printOnFreshPaper([text('a', 40), text('b', 0)]),
      ),
  },
  {
    id: 'PR-8',
    name: 'family printed as Courier by default',
    good: () => checkTextDefaults(text('a', 0), printOnFreshPaper([text('a', 0)])),
    bad: () => checkTextDefaults(text('a', 0), printOnFreshPaper([{ ...text('a', 0), family: 'Courier' }])),
  },
];

for (const row of rows) {
  test(`${row.id}: passes the model's paper, fails ${row.name}`, () => {
    expect(row.good).not.toThrow();
    let caught: unknown;
    try {
      row.bad();
    } catch (e) {
      caught = e;
    }
    expect(isCheckFailure(caught), `${row.name} must throw a CheckFailure`).toBe(true);
    expect((caught as { requirementId?: string }).requirementId).toBe(row.id);
  });
}
