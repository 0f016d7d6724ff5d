/**
 * TM-VER-2 (B. Settings, web server settings): the API is served over HTTP.
 * When reached over http://, webserver.http.enabled must not say false.
 */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';

export function checkHttpEnabled(settingsBody: unknown, target: URL): void {
  const settings = isRecord(settingsBody) ? settingsBody.settings : undefined;
  const webserver = isRecord(settings) ? settings.webserver : undefined;
  const http = isRecord(webserver) ? webserver.http : undefined;
  const enabled = isRecord(http) ? http.enabled : undefined;
  if (target.protocol === 'http:') {
    ensure(enabled !== false, 'TM-VER-2', 'the API answers over HTTP but webserver.http.enabled is false');
  }
  ensure(
    enabled === undefined || typeof enabled === 'boolean',
    'TM-VER-2',
    'webserver.http.enabled is not a boolean',
  );
}
