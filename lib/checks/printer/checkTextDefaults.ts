/**
 * PR-8 (text defaults: line_width 10, skew_x 0, underline, strikethru and
 * reverse false, family Arial): one text printed alone carries its own
 * values where set and the defaults elsewhere.
 */
import { textDefaults, type PaperRoll, type TextInstruction } from '../../printer/index.js';
import { ensure } from '../checkFailure.js';

export function checkTextDefaults(t: TextInstruction, printedAlone: PaperRoll): void {
  const printed = printedAlone.entries.find((e) => e.kind === 'text');
  ensure(printed?.kind === 'text', 'PR-8', `text "${t.text}" was not printed`);
  for (const [field, value] of Object.entries(textDefaults) as [keyof typeof textDefaults, unknown][]) {
    const want = t[field] ?? value;
    ensure(
      printed[field] === want,
      'PR-8',
      `text "${t.text}": ${field} printed ${JSON.stringify(printed[field])}, want ${JSON.stringify(want)}`,
    );
  }
}
