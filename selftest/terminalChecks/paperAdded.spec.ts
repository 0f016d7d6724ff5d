/**
 * paperAdded (lib/judging/checks/printer/paper.ts) finds what one job printed even
 * once the simulator keeps only the newest entries of a long roll: cut by
 * the kept count, a full roll showed nothing new, and the paper check
 * (PR-9) failed on a conformant simulator that had printed 10,000 entries.
 */
import { expect, test } from '@playwright/test';
import { paperAdded, paperOf } from '../../lib/judging/checks/printer/paper.js';
import { textDefaults, type PaperEntry } from '../../lib/judging/printer/index.js';

const text = (y: number, t: string): PaperEntry => ({ kind: 'text', y, x: 0, text: t, ...textDefaults });

/** A control answer whose roll keeps the newest `kept` of `total` entries, one per 10 dots. */
function answer(total: number, kept: number): unknown {
  const entries = Array.from({ length: Math.min(kept, total) }, (_, i) => {
    const n = total - Math.min(kept, total) + i;
    return text(n * 10, `line ${n}`);
  });
  return { success: true, roll: { entries, length: total * 10 }, first: total - entries.length, total };
}

test('a job on a roll kept at its bound: the new entries, not none', () => {
  const before = paperOf(answer(12_000, 10_000));
  const after = paperOf(answer(12_003, 10_000));
  if (before === undefined || after === undefined) throw new Error('no roll');
  const added = paperAdded(before, after);
  expect(added.entries.map((e) => (e.kind === 'text' ? e.text : ''))).toEqual([
    'line 12000',
    'line 12001',
    'line 12002',
  ]);
  expect(added.entries.map((e) => e.y)).toEqual([0, 10, 20]);
  expect(added.length).toBe(30);
});

test('a roll below its bound, and a roll without a total, are cut by what was there before', () => {
  const a = paperOf(answer(5, 10_000));
  const b = paperOf(answer(7, 10_000));
  if (a === undefined || b === undefined) throw new Error('no roll');
  expect(paperAdded(a, b).entries).toHaveLength(2);
  const bare = (x: unknown) => (x as { roll: unknown }).roll;
  const c = paperOf(bare(answer(5, 10_000)));
  const d = paperOf(bare(answer(7, 10_000)));
  if (c === undefined || d === undefined) throw new Error('no roll');
  expect(paperAdded(c, d).entries).toHaveLength(2);
});

test('more printed between the readings than the roll keeps: said, not compared', () => {
  const before = paperOf(answer(10_000, 10_000));
  const after = paperOf(answer(20_001, 10_000));
  if (before === undefined || after === undefined) throw new Error('no roll');
  expect(() => paperAdded(before, after)).toThrow(/cannot be compared/);
});
