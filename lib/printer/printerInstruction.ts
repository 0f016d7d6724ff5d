/**
 * Printer instructions (spec "Resources and their fields > B. Printer instruction").
 * Only text, scroll and flush exist; defaults are the spec's.
 */

export interface TextInstruction {
  command: 'text';
  text: string;
  /** Horizontal distance from the left, in dots. */
  x: number;
  /** Vertical distance into the buffer, in dots; 0 at the print head, never negative. */
  y: number;
  font_size: number;
  line_width?: number;
  skew_x?: number;
  underline?: boolean;
  strikethru?: boolean;
  reverse?: boolean;
  family?: string;
}

export interface ScrollInstruction {
  command: 'scroll';
  /** White space to feed, in dots. */
  amount: number;
}

export interface FlushInstruction {
  command: 'flush';
}

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
