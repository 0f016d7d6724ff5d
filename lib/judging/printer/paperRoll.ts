/**
 * The printed output of the printer model: what came out of the printer, in
 * the order it came out, with absolute positions on the roll (dots from the
 * top of the roll). Deterministic for a given instruction sequence.
 */

export interface PrintedText {
  kind: 'text';
  /** Absolute vertical position on the roll, in dots. */
  y: number;
  x: number;
  text: string;
  /** Absent when the instruction set none: the spec gives font_size no default. */
  font_size?: number;
  line_width: number;
  skew_x: number;
  underline: boolean;
  strikethru: boolean;
  reverse: boolean;
  family: string;
}

export interface PaperFeed {
  kind: 'feed';
  /** Absolute position where the feed started, in dots. */
  y: number;
  amount: number;
}

export type PaperEntry = PrintedText | PaperFeed;

export interface PaperRoll {
  entries: PaperEntry[];
  /** Dots of paper used so far (the print head position). */
  length: number;
}

/** Plain-text rendering of a roll: one line per printed row (texts on the same y joined by x), feeds as blank lines. */
export function renderRoll(roll: PaperRoll, dotsPerBlankLine = 24): string[] {
  const lines: string[] = [];
  let row: PrintedText[] = [];
  const emitRow = (): void => {
    if (row.length === 0) return;
    lines.push(
      [...row]
        .sort((a, b) => a.x - b.x)
        .map((t) => t.text)
        .join(' '),
    );
    row = [];
  };
  for (const e of roll.entries) {
    if (e.kind === 'feed') {
      emitRow();
      const blanks = Math.min(50, Math.max(1, Math.round(e.amount / dotsPerBlankLine)));
      for (let i = 0; i < blanks; i++) lines.push('');
      continue;
    }
    if (row.length > 0 && row[0]?.y !== e.y) emitRow();
    row.push(e);
  }
  emitRow();
  return lines;
}
