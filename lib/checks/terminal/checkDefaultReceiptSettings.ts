/** TM-SET-4 (B. Settings): settings.receipt holds the default header and footer, line1..line5 strings. */
import { ensure } from '../checkFailure.js';
import { receiptLineProblems, settingsOf } from './settingsParts.js';

export function checkDefaultReceiptSettings(settingsBody: unknown): void {
  const s = settingsOf(settingsBody);
  ensure(s !== undefined, 'TM-SET-4', 'no settings object');
  const problems = receiptLineProblems(s.receipt, 'settings.receipt');
  ensure(problems.length === 0, 'TM-SET-4', problems.join('; '));
}
