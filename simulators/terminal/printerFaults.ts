/**
 * The printer faults (PR-2, PR-5..PR-9) as a firmware's misreading of a
 * print request: the request is rewritten into the list a faulty firmware
 * effectively executes, and the shared model of lib/judging/printer/ prints that.
 * The model itself stays the spec's, so the paper diverges from it in
 * exactly the one way the fault names.
 *
 * Behaviour faults: they change what the printer model prints, not an HTTP answer, so they stay
 * here as the instruction list a faulty firmware executes.
 */
import type { PrinterInstruction } from '../../lib/judging/printer/printerInstruction.js';
import type { FaultSpec } from '../kit/variation.js';
import type { FaultName } from './faults.js';

/** The printer faults, declared beside the functions below that make their change. */
export const printerFaults = [
  {
    name: 'print-refuses-text-styles',
    description: 'print.json refuses text instructions carrying optional style fields',
    breaks: 'TM-PRN-1',
  },
  {
    name: 'text-y-string-accepted',
    description: 'print.json accepts a text whose y is a numeric string (and prints it at that y)',
    breaks: 'PR-2',
  },
  {
    name: 'scroll-does-not-flush',
    description: 'scroll feeds at once and leaves the buffered texts to print after the feed',
    breaks: 'PR-5',
  },
  {
    name: 'scroll-y-not-reset',
    description: 'after a scroll, later texts print the scroll amount lower (y not counted from 0 again)',
    breaks: 'PR-6',
  },
  {
    name: 'flush-ignored',
    description: 'flush does nothing: texts after it join the same buffer',
    breaks: 'PR-7',
  },
  {
    name: 'default-family-courier',
    description: 'a text without family prints in Courier, not Arial',
    breaks: 'PR-8',
  },
  {
    name: 'instructions-reversed',
    description: 'print.json processes the instructions last to first',
    breaks: 'PR-9',
  },
] as const satisfies readonly FaultSpec[];

const paperFaults: readonly FaultName[] = [
  'scroll-does-not-flush',
  'scroll-y-not-reset',
  'flush-ignored',
  'default-family-courier',
  'instructions-reversed',
];

/** Before validation: a text whose y is a numeric string is read as that number (PR-2: y is a number). */
export function coerceStringY(list: readonly unknown[], faults: ReadonlySet<FaultName>): unknown[] {
  if (!faults.has('text-y-string-accepted')) return [...list];
  return list.map((i) => {
    const r = i as Record<string, unknown> | null;
    return r !== null &&
      typeof r === 'object' &&
      r.command === 'text' &&
      typeof r.y === 'string' &&
      r.y.trim() !== '' &&
      Number.isFinite(Number(r.y))
      ? { ...r, y: Number(r.y) }
      : i;
  });
}

/** After validation: the list as the faulty firmware executes it (unchanged with no printer fault). */
export function asFirmwareExecutes(
  list: readonly PrinterInstruction[],
  faults: ReadonlySet<FaultName>,
): PrinterInstruction[] {
  if (!paperFaults.some((f) => faults.has(f))) return [...list];
  let out = [...list];
  // PR-9: processed last to first.
  if (faults.has('instructions-reversed')) out.reverse();
  // PR-7: flush does nothing.
  if (faults.has('flush-ignored')) out = out.filter((i) => i.command !== 'flush');
  // PR-8: the default family is Courier.
  if (faults.has('default-family-courier'))
    out = out.map((i) => (i.command === 'text' && i.family === undefined ? { ...i, family: 'Courier' } : i));
  // PR-6: after a scroll, texts keep the feed in their y until the buffer is flushed.
  if (faults.has('scroll-y-not-reset')) {
    let offset = 0;
    out = out.map((i) => {
      if (i.command === 'scroll') offset = i.amount;
      else if (i.command === 'flush') offset = 0;
      else if (offset > 0) return { ...i, y: i.y + offset };
      return i;
    });
  }
  // PR-5: a scroll feeds at once; the texts buffered before it stay in the buffer and print after the feed.
  if (faults.has('scroll-does-not-flush')) {
    const moved: PrinterInstruction[] = [];
    let bufferStart = 0;
    for (const i of out) {
      if (i.command === 'scroll') moved.splice(bufferStart++, 0, i);
      else {
        moved.push(i);
        if (i.command === 'flush') bufferStart = moved.length;
      }
    }
    out = moved;
  }
  return out;
}

const styleFields = ['line_width', 'skew_x', 'underline', 'strikethru', 'reverse', 'family'] as const;

/** TM-PRN-1 fault `print-refuses-text-styles`: the first text carrying a style field, as an index and field. */
export function refusedStyle(
  list: readonly PrinterInstruction[],
  faults: ReadonlySet<FaultName>,
): { index: number; field: string } | undefined {
  if (!faults.has('print-refuses-text-styles')) return undefined;
  for (const [index, i] of list.entries()) {
    if (i.command !== 'text') continue;
    const field = styleFields.find((f) => i[f] !== undefined);
    if (field !== undefined) return { index, field };
  }
  return undefined;
}
