/**
 * TM-SET-6 (observation; B. Settings: "Other settings keys: not shown"):
 * keys that are neither host, receipt, webserver nor a host module are
 * named in a warning, so a reviewer sees them; they are never a failure.
 */
import { ensure } from '../checkFailure.js';
import { isHostModule, settingsOf } from './settingsParts.js';

const known = new Set(['host', 'receipt', 'webserver']);

export function checkSettingsExtraKeys(settingsBody: unknown): void {
  const s = settingsOf(settingsBody);
  if (s === undefined) return; // TM-SET-1 reports it
  const extra = Object.keys(s).filter((k) => !known.has(k) && !isHostModule(s[k]));
  ensure(extra.length === 0, 'TM-SET-6', `settings keys the spec does not show: ${extra.join(', ')}`);
}
