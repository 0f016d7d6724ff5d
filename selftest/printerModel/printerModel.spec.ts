/**
 * The printer rules (spec B. Printer instruction; Limits, rule 2) as
 * properties of paycert's own model in lib/judging/printer/, the reference the
 * simulator and the target's paper are compared with. A self-test, not
 * conformance evidence: it talks to no target, so it credits no requirement
 * (lib/reporting/report/targetCredit.ts); the target's paper is judged by
 * suites/terminal/printing.spec.ts and suites/properties/terminalPrint.spec.ts.
 * Seeds are printed; a failure prints the command that replays it.
 */
import fc from 'fast-check';
import { test } from '@playwright/test';
import { instructionList } from '../../lib/judging/arbitraries/printer/instructionList.js';
import { scrollInstruction } from '../../lib/judging/arbitraries/printer/scrollInstruction.js';
import { textBuffer } from '../../lib/judging/arbitraries/printer/textBuffer.js';
import { textInstruction } from '../../lib/judging/arbitraries/printer/textInstruction.js';
import {
  checkFlushComposition,
  checkNegativeYRefused,
  checkPaperAscendingY,
  checkPermutationInvariant,
  checkScrollFlushesFirst,
  checkTextDefaults,
  checkYRestartsAfterScroll,
} from '../../lib/judging/checks/printer/paperChecks.js';
import { printOnFreshPaper } from '../../lib/judging/printer/index.js';
import { runProperty } from '../../lib/judging/properties/runProperty.js';

test('model: any valid list prints in ascending y (PR-4)', async () => {
  const title = 'model: any valid list prints in ascending y';
  await runProperty(
    fc.property(instructionList(), (list) => checkPaperAscendingY(printOnFreshPaper(list))),
    { title, numRuns: 300, project: 'selftest' },
  );
});

test('model: permutations of a buffer print the same (PR-4)', async () => {
  const title = 'model: permutations of a buffer print the same';
  const pairs = textBuffer().chain((buf) =>
    fc.tuple(fc.constant(buf), fc.shuffledSubarray(buf, { minLength: buf.length, maxLength: buf.length })),
  );
  await runProperty(
    fc.property(pairs, ([buf, perm]) =>
      checkPermutationInvariant(printOnFreshPaper(buf), printOnFreshPaper(perm)),
    ),
    { title, numRuns: 300, project: 'selftest' },
  );
});

test('model: scroll flushes the buffer, then feeds (PR-5)', async () => {
  const title = 'model: scroll flushes the buffer, then feeds';
  await runProperty(
    fc.property(instructionList(8), scrollInstruction(), instructionList(8), (a, scroll, b) =>
      checkScrollFlushesFirst(printOnFreshPaper(a), scroll.amount, printOnFreshPaper([...a, scroll, ...b])),
    ),
    { title, numRuns: 300, project: 'selftest' },
  );
});

test('model: after a scroll y counts from 0 again (PR-6)', async () => {
  const title = 'model: after a scroll y counts from 0 again';
  await runProperty(
    fc.property(instructionList(8), scrollInstruction(), instructionList(8), (a, scroll, b) =>
      checkYRestartsAfterScroll(
        printOnFreshPaper(a),
        scroll.amount,
        printOnFreshPaper(b),
        printOnFreshPaper([...a, scroll, ...b]),
      ),
    ),
    { title, numRuns: 300, project: 'selftest' },
  );
});

test('model: flush splits buffers (PR-7)', async () => {
  const title = 'model: flush splits buffers';
  await runProperty(
    fc.property(instructionList(8), instructionList(8), (a, b) =>
      checkFlushComposition(
        printOnFreshPaper(a),
        printOnFreshPaper(b),
        printOnFreshPaper([...a, { command: 'flush' }, ...b]),
      ),
    ),
    { title, numRuns: 300, project: 'selftest' },
  );
});

test('model: a negative y is refused wherever it sits (PR-3)', async () => {
  const title = 'model: a negative y is refused wherever it sits';
  const lists = fc
    .tuple(instructionList(8), textInstruction(), fc.integer({ min: -1000, max: -1 }), fc.nat())
    .map(([list, t, y, at]) => {
      const i = at % (list.length + 1);
      return [...list.slice(0, i), { ...t, y }, ...list.slice(i)];
    });
  await runProperty(fc.property(lists, checkNegativeYRefused), { title, numRuns: 300, project: 'selftest' });
});

test('model: unset text fields print with their defaults (PR-8)', async () => {
  const title = 'model: unset text fields print with their defaults';
  await runProperty(
    fc.property(textInstruction(), (t) => checkTextDefaults(t, printOnFreshPaper([t]))),
    { title, numRuns: 300, project: 'selftest' },
  );
});
