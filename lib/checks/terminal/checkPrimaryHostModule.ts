/** TM-SET-2 (B. Settings): settings.host.module names the primary host module, and an object of that name exists. */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';
import { settingsOf } from './settingsParts.js';

export function checkPrimaryHostModule(settingsBody: unknown): void {
  const s = settingsOf(settingsBody);
  ensure(s !== undefined, 'TM-SET-2', 'no settings object');
  const module = isRecord(s.host) ? s.host.module : undefined;
  ensure(
    typeof module === 'string' && module !== '',
    'TM-SET-2',
    'settings.host.module is not a non-empty string',
  );
  ensure(
    isRecord(s[module]),
    'TM-SET-2',
    `settings.host.module names "${module}", but settings.${module} is not an object`,
  );
}
