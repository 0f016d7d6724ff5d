/**
 * Checks of printed paper against the printer rules (Resources and their
 * fields > B. Printer instruction), on the simulator's roll or on the model's.
 */
import {
  printOnFreshPaper,
  textDefaults,
  validateInstructions,
  type PaperRoll,
  type PrinterInstruction,
  type TextInstruction,
} from '../../printer/index.js';
import { holds } from '../deviation.js';
import { rollDifference, shiftRoll } from './paper.js';

/** "Lower y prints first, whatever the order in the instruction list": texts come out with non-decreasing y. */
export function checkPaperAscendingY(roll: PaperRoll): void {
  let last = -Infinity;
  for (const [i, e] of roll.entries.entries()) {
    if (e.kind !== 'text') continue;
    holds(e.y >= last, `printed entry ${i} ("${e.text.slice(0, 30)}") at y ${e.y} after one at y ${last}`, {
      field: `paper.${i}.y`,
      expected: `>= ${last}`,
      actual: e.y,
    });
    last = e.y;
  }
}

/** A permutation of one buffer prints the same paper. */
export function checkPermutationInvariant(original: PaperRoll, permuted: PaperRoll): void {
  const diff = rollDifference(original, permuted);
  holds(diff === undefined, `a permutation of the same buffer printed differently: ${diff ?? ''}`);
}

/** The paper equals what the model of lib/judging/printer/ prints for the same list on fresh paper. */
export function checkPaperMatchesModel(
  instructions: readonly PrinterInstruction[],
  printed: PaperRoll,
): void {
  const diff = rollDifference(printOnFreshPaper(instructions), printed);
  holds(diff === undefined, `paper differs from the model: ${diff ?? ''}`, {
    field: 'paper',
    expected: "the model's paper",
    actual: diff,
  });
}

/** scroll "flushes the buffer first, then scrolls": A, scroll n, ... prints all of A, then an n-dot feed. */
export function checkScrollFlushesFirst(a: PaperRoll, amount: number, whole: PaperRoll): void {
  const want: PaperRoll = {
    entries: [...a.entries, { kind: 'feed', y: a.length, amount }],
    length: a.length + amount,
  };
  const got: PaperRoll = { entries: whole.entries.slice(0, want.entries.length), length: want.length };
  const diff = rollDifference(want, got);
  holds(diff === undefined, `A + scroll ${amount} is not A then a feed: ${diff ?? ''}`);
}

/**
 * "Later text instructions must use y values counted from 0 again": after
 * A and its feed, B prints as on fresh paper below. Judged only where the
 * feed came after A (the other case is the scroll rule's failure).
 */
export function checkYRestartsAfterScroll(
  a: PaperRoll,
  amount: number,
  b: PaperRoll,
  whole: PaperRoll,
): void {
  const head = a.entries.length + 1;
  const feed = whole.entries[a.entries.length];
  if (feed?.kind !== 'feed' || feed.y !== a.length) return;
  const rest: PaperRoll = { entries: whole.entries.slice(head), length: whole.length };
  const diff = rollDifference(shiftRoll(b, a.length + amount), rest);
  holds(
    diff === undefined,
    `after scroll ${amount}, B is not printed from y 0 below the feed: ${diff ?? ''}`,
  );
}

/** flush "flushes the print buffer between commands": A, flush, B prints A, then B below it. */
export function checkFlushComposition(a: PaperRoll, b: PaperRoll, whole: PaperRoll): void {
  const want: PaperRoll = {
    entries: [...a.entries, ...shiftRoll(b, a.length).entries],
    length: a.length + b.length,
  };
  const diff = rollDifference(want, whole);
  holds(diff === undefined, `A + flush + B is not A then B: ${diff ?? ''}`);
}

/** Text defaults: one text printed alone carries its own values where set and the spec's defaults elsewhere. */
export function checkTextDefaults(t: TextInstruction, printedAlone: PaperRoll): void {
  const printed = printedAlone.entries.find((e) => e.kind === 'text');
  holds(printed?.kind === 'text', `text "${t.text}" was not printed`);
  for (const [field, value] of Object.entries(textDefaults) as [keyof typeof textDefaults, unknown][]) {
    const want = t[field] ?? value;
    holds(
      printed[field] === want,
      `text "${t.text}": ${field} printed ${JSON.stringify(printed[field])}, want ${JSON.stringify(want)}`,
      { field, expected: want, actual: printed[field] },
    );
  }
}

/** The model judges a list holding a text with negative y invalid, wherever it sits ("Negative y is not allowed"). */
export function checkNegativeYRefused(list: readonly unknown[]): void {
  const problem = validateInstructions(list);
  holds(
    problem?.rule === 'negative-y',
    `a list with a negative y was judged ${problem === undefined ? 'valid' : problem.rule}`,
  );
}
