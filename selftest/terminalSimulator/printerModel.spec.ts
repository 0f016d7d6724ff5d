/** Unit tests of the printer model and the instruction validator (PR-1..PR-9). */
import { test, expect } from '@playwright/test';
import fc from 'fast-check';
import {
  PrinterModel,
  printOnFreshPaper,
  renderRoll,
  validateInstructions,
  type PrinterInstruction,
} from '../../lib/judging/printer/index.js';

const text = (t: string, y: number, x = 0, font_size = 20): PrinterInstruction => ({
  command: 'text',
  text: t,
  x,
  y,
  font_size,
});

test('PR-4: lower y prints first whatever the list order', () => {
  const roll = printOnFreshPaper([text('c', 40), text('a', 0), text('b', 20)]);
  expect(roll.entries.map((e) => (e.kind === 'text' ? e.text : '-'))).toEqual(['a', 'b', 'c']);
  expect(roll.entries.map((e) => e.y)).toEqual([0, 20, 40]);
});

test('PR-5/PR-6: scroll flushes, feeds, and later y count from 0 again', () => {
  const roll = printOnFreshPaper([text('first', 0), { command: 'scroll', amount: 100 }, text('second', 0)]);
  expect(roll.entries).toMatchObject([
    { kind: 'text', text: 'first', y: 0 },
    { kind: 'feed', y: 20, amount: 100 },
    { kind: 'text', text: 'second', y: 120 },
  ]);
  expect(roll.length).toBe(140);
});

test('PR-7: flush prints the buffer; texts after it never print above it', () => {
  const roll = printOnFreshPaper([text('late', 50), { command: 'flush' }, text('early', 0)]);
  expect(roll.entries.map((e) => (e.kind === 'text' ? `${e.text}@${e.y}` : 'feed'))).toEqual([
    'late@50',
    'early@70',
  ]);
});

test('PR-8: text defaults are filled in', () => {
  const [e] = printOnFreshPaper([text('x', 0)]).entries;
  expect(e).toMatchObject({
    line_width: 10,
    skew_x: 0,
    underline: false,
    strikethru: false,
    reverse: false,
    family: 'Arial',
  });
});

test('automatic flush when the buffer is full keeps every text', () => {
  const model = new PrinterModel({ maxBufferedTexts: 4 });
  model.print(Array.from({ length: 10 }, (_, i) => text(`t${i}`, 0)));
  expect(model.roll().entries).toHaveLength(10);
  expect(model.buffered).toBe(0);
});

test('list order under the paper-order-by-list option (the fault)', () => {
  const roll = printOnFreshPaper([text('c', 40), text('a', 0)], { order: 'list' });
  expect(roll.entries.map((e) => (e.kind === 'text' ? e.text : '-'))).toEqual(['c', 'a']);
});

test('renderRoll joins texts of one row by x and shows feeds as blank lines', () => {
  const roll = printOnFreshPaper([
    text('R', 0, 200),
    text('L', 0, 0),
    { command: 'scroll', amount: 48 },
    text('next', 0),
  ]);
  expect(renderRoll(roll)).toEqual(['L R', '', '', 'next']);
});

const invalid: [string, unknown[], number, string, string?][] = [
  ['not an object', [text('ok', 0), 'text'], 1, 'not-an-object'],
  ['missing command', [{ text: 'a', x: 0, y: 0, font_size: 1 }], 0, 'missing-field', 'command'],
  ['unknown command', [{ command: 'image' }], 0, 'unknown-command', 'command'],
  ['missing y', [{ command: 'text', text: 'a', x: 0, font_size: 10 }], 0, 'missing-field', 'y'],
  ['text not a string', [{ command: 'text', text: 5, x: 0, y: 0, font_size: 10 }], 0, 'wrong-type', 'text'],
  ['y a string', [{ command: 'text', text: 'a', x: 0, y: '0', font_size: 10 }], 0, 'wrong-type', 'y'],
  [
    'underline not boolean',
    [{ command: 'text', text: 'a', x: 0, y: 0, font_size: 10, underline: 1 }],
    0,
    'wrong-type',
    'underline',
  ],
  ['negative y', [text('ok', 0), { command: 'flush' }, text('bad', -1)], 2, 'negative-y', 'y'],
  ['scroll without amount', [{ command: 'scroll' }], 0, 'missing-field', 'amount'],
  ['scroll amount NaN-like', [{ command: 'scroll', amount: 'ten' }], 0, 'wrong-type', 'amount'],
  ['negative scroll', [{ command: 'scroll', amount: -5 }], 0, 'negative-amount', 'amount'],
];
for (const [name, list, index, rule, field] of invalid) {
  test(`validateInstructions: ${name} -> index ${index}, ${rule}`, () => {
    const p = validateInstructions(list);
    expect(p).toMatchObject({ index, rule, ...(field === undefined ? {} : { field }) });
    expect(p?.message).toContain(`instructions[${index}]`);
  });
}

test('every valid list prints deterministically, texts in ascending y within a buffer', () => {
  const instr = fc.oneof(
    fc.record({
      command: fc.constant('text' as const),
      text: fc.string({ maxLength: 8 }),
      x: fc.nat(384),
      y: fc.nat(400),
      font_size: fc.integer({ min: 8, max: 40 }),
    }),
    fc.record({ command: fc.constant('scroll' as const), amount: fc.nat(200) }),
    fc.constant({ command: 'flush' as const }),
  );
  fc.assert(
    fc.property(fc.array(instr, { maxLength: 40 }), (list) => {
      expect(validateInstructions(list)).toBeUndefined();
      const a = printOnFreshPaper(list);
      expect(printOnFreshPaper(list)).toEqual(a);
      const texts = list.filter((i) => i.command === 'text').length;
      expect(a.entries.filter((e) => e.kind === 'text')).toHaveLength(texts);
      // Positions never go backwards across buffers; within one buffer they ascend.
      let last = -1;
      for (const e of a.entries) {
        expect(e.y).toBeGreaterThanOrEqual(last);
        last = e.y;
      }
    }),
    { numRuns: 200 },
  );
});
