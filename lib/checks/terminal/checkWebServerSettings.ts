/**
 * TM-SET-5 (B. Settings, web server settings): webserver.http.enabled is a
 * boolean and webserver.http.port a number. Absent values take the defaults
 * (true, 8080), so only present values are judged.
 */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';
import { settingsOf } from './settingsParts.js';

export function checkWebServerSettings(settingsBody: unknown): void {
  const s = settingsOf(settingsBody);
  ensure(s !== undefined, 'TM-SET-5', 'no settings object');
  if (s.webserver === undefined) return;
  ensure(isRecord(s.webserver), 'TM-SET-5', 'settings.webserver is not an object');
  const http = s.webserver.http;
  if (http === undefined) return;
  ensure(isRecord(http), 'TM-SET-5', 'settings.webserver.http is not an object');
  ensure(
    http.enabled === undefined || typeof http.enabled === 'boolean',
    'TM-SET-5',
    'webserver.http.enabled is not a boolean',
  );
  ensure(
    http.port === undefined || typeof http.port === 'number',
    'TM-SET-5',
    'webserver.http.port is not a number',
  );
}
