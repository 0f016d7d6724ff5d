/**
 * Printer instructions (spec "Resources and their fields > B. Printer instruction").
 * Only text, scroll and flush exist; defaults are the spec's.
 */

// The instruction types are derived from schemas/terminal/print-*.json (the contract).
import type { TerminalPrintFlush } from '../../../generated/types/terminal/print-flush.js';
import type { TerminalPrintScroll } from '../../../generated/types/terminal/print-scroll.js';
import type { TerminalPrintText } from '../../../generated/types/terminal/print-text.js';

export type TextInstruction = TerminalPrintText;
export type ScrollInstruction = TerminalPrintScroll;
export type FlushInstruction = TerminalPrintFlush;
export type PrinterInstruction = TextInstruction | ScrollInstruction | FlushInstruction;

/** Spec defaults of the optional text fields. */
export const textDefaults = {
  line_width: 10,
  skew_x: 0,
  underline: false,
  strikethru: false,
  reverse: false,
  family: 'Arial',
} as const;
