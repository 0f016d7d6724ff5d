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

/**
 * What a long-running simulator keeps of its paper roll (issue 13): the
 * newest entries within both bounds; older ones are torn off (counted in
 * `evicted`). A single print job is far below either bound.
 */
export const MAX_ROLL_ENTRIES = 10_000;
export const MAX_ROLL_TEXT_BYTES = 2 * 1024 * 1024;

export interface PrinterModelOptions {
  /** `y` (the spec) or `list` (the simulator's `paper-order-by-list` fault: prints in list order). */
  order?: 'y' | 'list';
  /** Automatic flush threshold; defaults to MAX_BUFFERED_TEXTS. */
  maxBufferedTexts?: number;
  /** Entries kept on the roll; defaults to MAX_ROLL_ENTRIES. */
  maxEntries?: number;
  /** UTF-16 code units of printed text kept on the roll; defaults to MAX_ROLL_TEXT_BYTES. */
  maxTextBytes?: number;
}

interface Buffered {
  seq: number;
  instruction: TextInstruction;
}

export class PrinterModel {
  private entries: PaperEntry[] = [];
  /** Index of entries[0] among everything ever printed (entries before it were torn off). */
  private first = 0;
  private textBytes = 0;
  private readonly maxEntries: number;
  private readonly maxTextBytes: number;
  private buffer: Buffered[] = [];
  private head = 0;
  private seq = 0;
  private readonly order: 'y' | 'list';
  private readonly maxBuffered: number;
  /** How many times the paper was torn off (clear): a page drawing the roll starts again when it changes. */
  torn = 0;

  constructor(options: PrinterModelOptions = {}) {
    this.order = options.order ?? 'y';
    this.maxBuffered = Math.max(1, options.maxBufferedTexts ?? MAX_BUFFERED_TEXTS);
    this.maxEntries = Math.max(1, options.maxEntries ?? MAX_ROLL_ENTRIES);
    this.maxTextBytes = Math.max(1, options.maxTextBytes ?? MAX_ROLL_TEXT_BYTES);
  }

  /** Applies instructions in order (they must be valid: see validateInstructions), then ends the job with a flush. */
  print(instructions: readonly PrinterInstruction[]): void {
    for (const i of instructions) this.apply(i);
    this.flush();
    this.tearOff();
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
      this.textBytes += t.text.length;
      bottom = Math.max(bottom, t.y + Math.max(0, t.font_size ?? UNSET_FONT_SIZE_DOTS));
    }
    this.head += bottom;
    this.buffer = [];
  }

  /** Texts waiting in the buffer (not yet on paper). */
  get buffered(): number {
    return this.buffer.length;
  }

  /** Dots of paper used so far (the print head position). */
  get length(): number {
    return this.head;
  }

  /** A copy of the paper kept so far (the newest MAX_ROLL_ENTRIES at most). */
  roll(): PaperRoll {
    return { entries: this.entries.map((e) => ({ ...e })), length: this.head };
  }

  /**
   * A page of the roll: `offset` counts every entry ever printed (so pages
   * stay put while old paper is torn off); `first` is the oldest still kept.
   */
  page(offset: number, limit: number): { entries: PaperEntry[]; first: number; total: number } {
    const from = Math.max(0, offset - this.first);
    const entries = this.entries.slice(from, from + Math.max(0, limit)).map((e) => ({ ...e }));
    return { entries, first: this.first, total: this.first + this.entries.length };
  }

  /** Tears off the paper: empties the roll and the buffer. */
  clear(): void {
    this.entries = [];
    this.first = 0;
    this.textBytes = 0;
    this.buffer = [];
    this.head = 0;
    this.torn++;
  }

  /** Drops the oldest entries beyond either bound (one splice per job, not one shift per entry). */
  private tearOff(): void {
    let drop = Math.max(0, this.entries.length - this.maxEntries);
    let bytes = this.textBytes;
    for (let i = 0; i < drop; i++) bytes -= textOf(this.entries[i]);
    while (bytes > this.maxTextBytes && drop < this.entries.length) bytes -= textOf(this.entries[drop++]);
    if (drop === 0) return;
    this.entries = this.entries.slice(drop);
    this.first += drop;
    this.textBytes = bytes;
  }
}

function textOf(e: PaperEntry | undefined): number {
  return e?.kind === 'text' ? e.text.length : 0;
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
