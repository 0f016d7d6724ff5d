/** A target in one human line, e.g. `terminal 127.0.0.1:8080 — Acme T2 SN123 (settings 3f9a1c2e)`. */
import type { TargetInfo } from './target.js';

export function describeTarget(t: TargetInfo): string {
  const name = t.name === undefined ? '' : ` "${t.name}"`;
  const sim = t.simulator === true ? ' [simulator]' : '';
  if (t.kind === 'gateway') {
    // An embedded simulator is already named by its environment; say it once.
    return `gateway${name} ${t.host} (${t.environment})${t.environment === 'simulator' ? '' : sim}`;
  }
  const d = t.device ?? {};
  const device = ['manufacturer', 'family', 'model', 'serial_number', 'firmware_version', 'software_version']
    .map((k) => d[k])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .join(' ');
  const settings = t.settingsSha256 === undefined ? '' : `settings ${t.settingsSha256.slice(0, 12)}`;
  const detail = [device, settings].filter((s) => s !== '').join(', ');
  return `terminal${name} ${t.host}${detail === '' ? '' : ` (${detail})`}${sim}`;
}
