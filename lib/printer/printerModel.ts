/**
 * Pure model of the terminal's printer (spec "B. Printer instruction"):
 * text accumulates in a buffer; lower y prints first whatever the order in
 * the list; scroll flushes the buffer then feeds `amount` dots, and later y
 * count from 0 again; flush prints the buffer; the buffer is also flushed
 * automatically when it is full and at the end of every print job. No I/O.
 */
import type { PaperEntry, PaperRoll, PrintedText } from './paperRoll.js';
import { textDefaults, type PrinterInstruction, type TextInstruction } from './printerInstruction.js';

/**
 * The row height the model gives a text that sets no font_size: the spec
 * gives none and no rule makes the field required, so any height is the
 * device's choice; 24 dots is a common receipt font.
 */
export const UNSET_FONT_SIZE_DOTS = 24;

/** The buffer holds at most this many text instructions before an automatic flush ("Flushes are also generated automatically"). */
export const MAX_BUFFERED_TEXTS = 64;

export interface PrinterModelOptions {
  /** `y` (the spec) or `list` (the simulator's `paper-order-by-list` fault: prints in list order). */
  order?: 'y' | 'list';
  /** Automatic flush threshold; defaults to MAX_BUFFERED_TEXTS. */
  maxBufferedTexts?: number;
}

interface Buffered {
  seq: number;
  instruction: TextInstruction;
}

export class PrinterModel {
  private readonly entries: PaperEntry[] = [];
  private buffer: Buffered[] = [];
  private head = 0;
  private seq = 0;
  private readonly order: 'y' | 'list';
  private readonly maxBuffered: number;

  constructor(options: PrinterModelOptions = {}) {
    this.order = options.order ?? 'y';
    this.maxBuffered = Math.max(1, options.maxBufferedTexts ?? MAX_BUFFERED_TEXTS);
  }

  /** Applies instructions in order (they must be valid: see validateInstructions), then ends the job with a flush. */
  print(instructions: readonly PrinterInstruction[]): void {
    for (const i of instructions) this.apply(i);
    this.flush();
  }

  /** Applies one instruction without ending the job. */
  apply(instruction: PrinterInstruction): void {
    switch (instruction.command) {
      case 'text':
        if (this.buffer.length >= this.maxBuffered) this.flush();
        this.buffer.push({ seq: this.seq++, instruction });
        return;
      case 'scroll':
        this.flush();
        if (instruction.amount > 0) {
          this.entries.push({ kind: 'feed', y: this.head, amount: instruction.amount });
          this.head += instruction.amount;
        }
        return;
      case 'flush':
        this.flush();
        return;
    }
  }

  /** Prints the buffer: lowest y first (ties keep list order); the head moves past the tallest row. */
  flush(): void {
    if (this.buffer.length === 0) return;
    const rows =
      this.order === 'y'
        ? [...this.buffer].sort((a, b) => a.instruction.y - b.instruction.y || a.seq - b.seq)
        : this.buffer;
    let bottom = 0;
    for (const { instruction: t } of rows) {
      this.entries.push(printed(t, this.head + t.y));
      bottom = Math.max(bottom, t.y + Math.max(0, t.font_size ?? UNSET_FONT_SIZE_DOTS));
    }
    this.head += bottom;
    this.buffer = [];
  }

  /** Texts waiting in the buffer (not yet on paper). */
  get buffered(): number {
    return this.buffer.length;
  }

  /** A copy of the paper printed so far. */
  roll(): PaperRoll {
    return { entries: this.entries.map((e) => ({ ...e })), length: this.head };
  }

  /** Tears off the paper: empties the roll and the buffer. */
  clear(): void {
    this.entries.length = 0;
    this.buffer = [];
    this.head = 0;
  }
}

function printed(t: TextInstruction, y: number): PrintedText {
  return {
    kind: 'text',
    y,
    x: t.x,
    text: t.text,
    ...(t.font_size === undefined ? {} : { font_size: t.font_size }),
    line_width: t.line_width ?? textDefaults.line_width,
    skew_x: t.skew_x ?? textDefaults.skew_x,
    underline: t.underline ?? textDefaults.underline,
    strikethru: t.strikethru ?? textDefaults.strikethru,
    reverse: t.reverse ?? textDefaults.reverse,
    family: t.family ?? textDefaults.family,
  };
}

/** Prints one job on fresh paper and returns the roll: the pure function form of the model. */
export function printOnFreshPaper(
  instructions: readonly PrinterInstruction[],
  options: PrinterModelOptions = {},
): PaperRoll {
  const model = new PrinterModel(options);
  model.print(instructions);
  return model.roll();
}
