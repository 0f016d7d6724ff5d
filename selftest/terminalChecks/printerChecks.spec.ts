/** Each printer check passes the model's own paper and the answers the spec allows, and fails a broken one. */
import {
  checkPaperAscendingY,
  checkPaperMatchesModel,
  checkFlushComposition,
  checkScrollFlushesFirst,
  checkTextDefaults,
  checkYRestartsAfterScroll,
} from '../../lib/judging/checks/printer/paperChecks.js';
import {
  checkNoPrinterRefused,
  checkPrintRefused,
  checkPrintVerdict,
  printerRuleOf,
} from '../../lib/judging/checks/printer/printChecks.js';
import {
  printOnFreshPaper,
  validateInstructions,
  type PrinterInstruction,
  type TextInstruction,
} from '../../lib/judging/printer/index.js';
import fc from 'fast-check';
import { test, expect } from '@playwright/test';
import { printRequestInstructions } from '../../lib/judging/arbitraries/printer/printRequestInstructions.js';
import { textInstruction } from '../../lib/judging/arbitraries/printer/textInstruction.js';
import { leftToDevice } from '../../lib/judging/checks/printer/deviceChoice.js';
import { answer, testRows, type Row } from './rows.js';

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
const refused = answer(400, { success: false }, 'POST /api/v2/print.json');
const a = printOnFreshPaper([text('a', 0)]);
const b = printOnFreshPaper([text('b', 0)]);
const scrolled = printOnFreshPaper([text('a', 0), { command: 'scroll', amount: 50 }, text('b', 0)]);

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
    good: () => checkPaperMatchesModel(list, printOnFreshPaper(list)),
    alsoGood: [
      [
        'a text without font_size',
        () =>
          checkPaperMatchesModel(
            [{ command: 'text', text: 'x', x: 0, y: 0 }],
            printOnFreshPaper([{ command: 'text', text: 'x', x: 0, y: 0 }]),
          ),
      ],
    ],
    bad: () => checkPaperMatchesModel(list, byList),
  },
  {
    id: 'PR-3',
    name: 'negative y accepted',
    good: () => checkPrintRefused(refused),
    alsoGood: [
      ['a 422 without success', () => checkPrintRefused(answer(422, { error: 'y' }))],
      [
        'a 400 with a text body',
        () =>
          checkPrintRefused({
            status: 400,
            body: undefined,
            text: 'bad y',
            request: 'POST /api/v2/print.json',
          }),
      ],
    ],
    bad: () => checkPrintRefused(ok),
  },
  {
    id: 'PR-1',
    name: 'a command no spec plans accepted',
    good: () => checkPrintVerdict([{ command: 'paycert-no-such-command' }], refused),
    bad: () => checkPrintVerdict([{ command: 'paycert-no-such-command' }], ok),
  },
  {
    id: 'TM-PRN-1',
    name: 'valid list refused',
    good: () => checkPrintVerdict(list, ok),
    alsoGood: [
      ['a text without font_size', () => checkPrintVerdict([{ command: 'text', text: 'x', x: 0, y: 0 }], ok)],
      ['fractional dots', () => checkPrintVerdict([{ command: 'text', text: 'x', x: 0.5, y: 2.25 }], ok)],
      [
        'an instruction with an extra field',
        () => checkPrintVerdict([{ ...text('x', 0), align: 'center' }], ok),
      ],
      // What the words leave to the device, refused: its choice, no failure (issue 27, item 7).
      ['an empty list refused', () => checkPrintVerdict([], refused)],
      ['a negative x refused', () => checkPrintVerdict([{ ...text('x', 0), x: -5 }], refused)],
      [
        'an unknown family refused',
        () => checkPrintVerdict([{ ...text('x', 0), family: 'Courier' }], refused),
      ],
      ['an empty list printed', () => checkPrintVerdict([], ok)],
    ],
    bad: () => checkPrintVerdict(list, refused),
  },
  {
    id: 'TM-PRN-1',
    name: "a family given as Arial, the spec's one name, refused",
    good: () => checkPrintVerdict([{ ...text('x', 0), family: 'Arial' }], ok),
    bad: () => checkPrintVerdict([{ ...text('x', 0), family: 'Arial' }], refused),
  },
  {
    id: 'TM-PRN-2',
    name: 'no printer answers 200 success',
    good: () => checkNoPrinterRefused(answer(400, { success: false })),
    alsoGood: [['503 with success false', () => checkNoPrinterRefused(answer(503, { success: false }))]],
    bad: () => checkNoPrinterRefused(answer(200, { success: true })),
  },
  {
    id: 'PR-5',
    name: 'scroll without its feed',
    good: () => checkScrollFlushesFirst(a, 50, scrolled),
    bad: () => checkScrollFlushesFirst(a, 50, printOnFreshPaper([text('a', 0), text('b', 0)])),
  },
  {
    id: 'PR-6',
    name: 'y not counted from 0 after a scroll',
    good: () => checkYRestartsAfterScroll(a, 50, b, scrolled),
    bad: () =>
      checkYRestartsAfterScroll(
        a,
        50,
        b,
        printOnFreshPaper([text('a', 0), { command: 'scroll', amount: 50 }, text('b', 50)]),
      ),
  },
  {
    id: 'PR-7',
    name: 'flush ignored',
    good: () =>
      checkFlushComposition(
        printOnFreshPaper([text('a', 40)]),
        b,
        printOnFreshPaper([text('a', 40), { command: 'flush' }, text('b', 0)]),
      ),
    bad: () =>
      checkFlushComposition(
        printOnFreshPaper([text('a', 40)]),
        b,
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

testRows(rows);

test('each invalid list is attributed to the rule it breaks', () => {
  const rule = (l: unknown[]) => printerRuleOf(validateInstructions(l));
  expect(rule([text('x', -1)])).toBe('PR-3');
  expect(rule([{ command: 'image' }])).toBe('PR-1');
  expect(rule([{ text: 'x', x: 0, y: 0 }])).toBe('PR-1');
  expect(rule([{ command: 'text', text: 'x', x: 0, y: '0' }])).toBe('PR-2');
  expect(rule([{ command: 'text', text: 'x', x: 0, y: 0 }])).toBeUndefined();
});

test('the random lists: printable ones hold only what the words make printable, and the rest is sent too', () => {
  const lists = fc.sample(printRequestInstructions(), { numRuns: 600, seed: 27 });
  const valid = lists.filter((l) => validateInstructions(l) === undefined);
  const choices = valid.map(leftToDevice).filter((why) => why !== undefined);
  // Most valid lists are the words' own, so TM-PRN-1 is judged on them...
  expect(valid.length - choices.length).toBeGreaterThan(valid.length / 2);
  // ...and each kind of list a device may refuse is sent as well: its refusal is the device's choice.
  for (const kind of [/empty/, /negative horizontal/, /family/])
    expect(
      choices.some((why) => kind.test(why)),
      String(kind),
    ).toBe(true);
  // A text of the words' own never carries a negative x or another family.
  for (const t of fc.sample(textInstruction(), { numRuns: 300, seed: 27 })) {
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.family ?? 'Arial').toBe('Arial');
  }
});
