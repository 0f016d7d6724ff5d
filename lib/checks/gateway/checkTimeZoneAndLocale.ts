/**
 * GW-JOB-9 (A. Payment job response: timeZone, locale): an IANA zone name the
 * runtime knows, and a language_REGION locale (the one sent, when sent).
 */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function checkTimeZoneAndLocale(doc: unknown, sentLocale?: string): void {
  const id = 'GW-JOB-9';
  const zone = stringAt(doc, 'data.timeZone', id);
  ensure(knownZone(zone) && !/^[+-]\d/.test(zone), id, `data.timeZone "${zone}" is not an IANA zone name`);
  const locale = stringAt(doc, 'data.locale', id);
  ensure(
    /^[a-z]{2,3}_[A-Z]{2}$/.test(locale),
    id,
    `data.locale "${locale}" is not a language and region code with underscore`,
  );
  if (sentLocale !== undefined)
    ensure(locale === sentLocale, id, `data.locale "${locale}" differs from the "${sentLocale}" sent`);
}
