/**
 * The printer rules (spec B. Printer instruction; Limits, rule 2) as
 * properties of the model in lib/printer/, the reference the simulator and
 * the target's paper are compared with. Seeds are printed; a failure prints
 * the command that replays it.
 */
import fc from 'fast-check';
import { test } from '../../fixtures/test.js';
import { instructionList } from '../../lib/arbitraries/printer/instructionList.js';
import { scrollInstruction } from '../../lib/arbitraries/printer/scrollInstruction.js';
import { textBuffer } from '../../lib/arbitraries/printer/textBuffer.js';
import { textInstruction } from '../../lib/arbitraries/printer/textInstruction.js';
import {
  checkFlushComposition,
  checkNegativeYRefused,
  checkPaperAscendingY,
  checkPermutationInvariant,
  checkScrollFlushesFirst,
  checkTextDefaults,
  checkYRestartsAfterScroll,
} from '../../lib/checks/printer/paperChecks.js';
import { printOnFreshPaper } from '../../lib/printer/index.js';
import { runProperty } from '../../lib/properties/runProperty.js';

test('model: any valid list prints in ascending y', { tag: ['@PR-4'] }, async ({ verify }) => {
  const title = 'model: any valid list prints in ascending y';
  await verify('PR-4', () =>
    runProperty(
      fc.property(instructionList(), (list) => checkPaperAscendingY(printOnFreshPaper(list))),
      { title, numRuns: 300 },
    ),
  );
});

test('model: permutations of a buffer print the same', { tag: ['@PR-4'] }, async ({ verify }) => {
  const title = 'model: permutations of a buffer print the same';
  const pairs = textBuffer().chain((buf) =>
    fc.tuple(fc.constant(buf), fc.shuffledSubarray(buf, { minLength: buf.length, maxLength: buf.length })),
  );
  await verify('PR-4', () =>
    runProperty(
      fc.property(pairs, ([buf, perm]) =>
        checkPermutationInvariant(printOnFreshPaper(buf), printOnFreshPaper(perm)),
      ),
      { title, numRuns: 300 },
    ),
  );
});

test('model: scroll flushes the buffer, then feeds', { tag: ['@PR-5'] }, async ({ verify }) => {
  const title = 'model: scroll flushes the buffer, then feeds';
  await verify('PR-5', () =>
    runProperty(
      fc.property(instructionList(8), scrollInstruction(), instructionList(8), (a, scroll, b) =>
        checkScrollFlushesFirst(printOnFreshPaper(a), scroll.amount, printOnFreshPaper([...a, scroll, ...b])),
      ),
      { title, numRuns: 300 },
    ),
  );
});

test('model: after a scroll y counts from 0 again', { tag: ['@PR-6'] }, async ({ verify }) => {
  const title = 'model: after a scroll y counts from 0 again';
  await verify('PR-6', () =>
    runProperty(
      fc.property(instructionList(8), scrollInstruction(), instructionList(8), (a, scroll, b) =>
        checkYRestartsAfterScroll(
          printOnFreshPaper(a),
          scroll.amount,
          printOnFreshPaper(b),
          printOnFreshPaper([...a, scroll, ...b]),
        ),
      ),
      { title, numRuns: 300 },
    ),
  );
});

test('model: flush splits buffers', { tag: ['@PR-7'] }, async ({ verify }) => {
  const title = 'model: flush splits buffers';
  await verify('PR-7', () =>
    runProperty(
      fc.property(instructionList(8), instructionList(8), (a, b) =>
        checkFlushComposition(
          printOnFreshPaper(a),
          printOnFreshPaper(b),
          printOnFreshPaper([...a, { command: 'flush' }, ...b]),
        ),
      ),
      { title, numRuns: 300 },
    ),
  );
});

test('model: a negative y is refused wherever it sits', { tag: ['@PR-3'] }, async ({ verify }) => {
  const title = 'model: a negative y is refused wherever it sits';
  const lists = fc
    .tuple(instructionList(8), textInstruction(), fc.integer({ min: -1000, max: -1 }), fc.nat())
    .map(([list, t, y, at]) => {
      const i = at % (list.length + 1);
      return [...list.slice(0, i), { ...t, y }, ...list.slice(i)];
    });
  await verify('PR-3', () => runProperty(fc.property(lists, checkNegativeYRefused), { title, numRuns: 300 }));
});

test('model: unset text fields print with their defaults', { tag: ['@PR-8'] }, async ({ verify }) => {
  const title = 'model: unset text fields print with their defaults';
  await verify('PR-8', () =>
    runProperty(
      fc.property(textInstruction(), (t) => checkTextDefaults(t, printOnFreshPaper([t]))),
      { title, numRuns: 300 },
    ),
  );
});
