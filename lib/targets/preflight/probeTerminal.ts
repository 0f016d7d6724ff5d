/**
 * Pre-flight probe of a live terminal: `ping.json` answers (the device is
 * reachable), then `device.json` with the configured credentials is not
 * refused (401/403 means the credentials are wrong). Bounded by `timeoutMs`.
 * Returns one sentence naming the variable to fix, or undefined.
 */
import type { TerminalCredentials } from '../config/terminalConfig.js';
import { describeThrown } from '../../reporting/report/classifyThrown.js';
import { TerminalClient } from '../terminal/terminalClient.js';

export async function probeTerminal(
  url: URL,
  credentials: TerminalCredentials,
  variable: string,
  timeoutMs: number,
): Promise<string | undefined> {
  const client = new TerminalClient({ baseUrl: url, credentials, timeoutMs });
  try {
    const ping = await client.send('GET', 'api/v2/ping.json', undefined, 'none');
    if (ping.status >= 500)
      return `${variable} (${url.origin}) is not a working terminal: GET /api/v2/ping.json answered ${ping.status}.`;
  } catch (e) {
    return `${variable} (${url.origin}) does not answer: GET /api/v2/ping.json failed within ${timeoutMs} ms (${describeThrown(e)}).`;
  }
  try {
    const device = await client.send('GET', 'api/v2/device.json', undefined, 'configured');
    if (device.status === 401 || device.status === 403) {
      const names =
        credentials.kind === 'basic' ? 'TERMINAL_USERNAME and TERMINAL_PASSWORD' : 'TERMINAL_AUTH_HEADER';
      return `${names} are refused by ${variable} (${url.origin}): GET /api/v2/device.json answered ${device.status}.`;
    }
  } catch (e) {
    return `${variable} (${url.origin}) stopped answering: GET /api/v2/device.json failed within ${timeoutMs} ms (${describeThrown(e)}).`;
  }
  return undefined;
}
