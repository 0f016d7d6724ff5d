/**
 * PR-4 (B. Printer instruction: "Lower y prints first, whatever the order in
 * the instruction list"): on the roll, texts come out with non-decreasing
 * absolute y (the head only moves down, so this holds across buffers too).
 */
import type { PaperRoll } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';

export function checkPaperAscendingY(roll: PaperRoll): void {
  let last = -Infinity;
  for (const [i, e] of roll.entries.entries()) {
    if (e.kind !== 'text') continue;
    ensure(
      e.y >= last,
      'PR-4',
      `printed entry ${i} ("${e.text.slice(0, 30)}") at y ${e.y} after one at y ${last}`,
    );
    last = e.y;
  }
}
