/**
 * Printer instructions (spec "Resources and their fields > B. Printer instruction").
 * Only text, scroll and flush exist; defaults are the spec's.
 */

// The instruction types and the text defaults are derived from schemas/terminal/print-*.json (the contract).
import { terminalPrintTextDefaults } from '../../../generated/defaults.js';
import type { TerminalPrintFlush } from '../../../generated/types/terminal/print-flush.js';
import type { TerminalPrintScroll } from '../../../generated/types/terminal/print-scroll.js';
import type { TerminalPrintText } from '../../../generated/types/terminal/print-text.js';

export type TextInstruction = TerminalPrintText;
export type ScrollInstruction = TerminalPrintScroll;
export type FlushInstruction = TerminalPrintFlush;
export type PrinterInstruction = TextInstruction | ScrollInstruction | FlushInstruction;

/** Spec defaults of the optional text fields (the schema's `default`s). */
export const textDefaults = terminalPrintTextDefaults;
