/** Moves a roll down by `by` dots: what a job prints after `by` dots of earlier paper. */
import type { PaperRoll } from '../../printer/index.js';

export function shiftRoll(roll: PaperRoll, by: number): PaperRoll {
  return { entries: roll.entries.map((e) => ({ ...e, y: e.y + by })), length: roll.length + by };
}
