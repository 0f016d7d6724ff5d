/**
 * The paper a print job produced equals what the printer model of
 * lib/printer/ prints for the same list on fresh paper. The caller names the
 * rule its list exercises: PR-5 (scroll feeds), PR-6 (y restarts after a
 * scroll), PR-7 (flush splits buffers), PR-8 (text defaults), PR-9 (in order).
 */
import { isDeepStrictEqual } from 'node:util';
import { printOnFreshPaper, type PaperRoll, type PrinterInstruction } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';

export function checkPaperMatchesModel(
  requirementId: string,
  instructions: readonly PrinterInstruction[],
  printed: PaperRoll,
): void {
  const want = printOnFreshPaper(instructions);
  const at = want.entries.findIndex((e, i) => !isDeepStrictEqual(e, printed.entries[i]));
  const first = at === -1 ? want.entries.length : at;
  ensure(
    at === -1 && want.entries.length === printed.entries.length && want.length === printed.length,
    requirementId,
    `paper differs from the model at entry ${first}: want ${JSON.stringify(want.entries[first] ?? null)}, printed ${JSON.stringify(printed.entries[first] ?? null)} (lengths ${want.length} vs ${printed.length})`,
  );
}
