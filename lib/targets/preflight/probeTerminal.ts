/**
 * Pre-flight probe of a live terminal: `ping.json` answers (the device is
 * reachable), then `device.json` with the configured credentials is not
 * refused (401/403 means the credentials are wrong). Bounded by `timeoutMs`.
 * Returns one sentence naming the variable to fix, or undefined.
 */
import type { TerminalCredentials } from '../config/terminalConfig.js';
import { describeThrown } from '../../reporting/report/classifyThrown.js';
import { terminalEndpoints } from '../../judging/interfaces/terminalEndpoints.js';
import { TerminalClient } from '../terminal/terminalClient.js';

export async function probeTerminal(
  url: URL,
  credentials: TerminalCredentials,
  variable: string,
  timeoutMs: number,
): Promise<string | undefined> {
  const client = new TerminalClient({ baseUrl: url, credentials, timeoutMs });
  const ping = `GET ${terminalEndpoints.getPing.path}`;
  const device = `GET ${terminalEndpoints.getDevice.path}`;
  try {
    const answer = await client.ping('none');
    if (answer.status >= 500)
      return `${variable} (${url.origin}) is not a working terminal: ${ping} answered ${answer.status}.`;
  } catch (e) {
    return `${variable} (${url.origin}) does not answer: ${ping} failed within ${timeoutMs} ms (${describeThrown(e)}).`;
  }
  try {
    const answer = await client.device('configured');
    if (answer.status === 401 || answer.status === 403) {
      const names =
        credentials.kind === 'basic' ? 'TERMINAL_USERNAME and TERMINAL_PASSWORD' : 'TERMINAL_AUTH_HEADER';
      return `${names} are refused by ${variable} (${url.origin}): ${device} answered ${answer.status}.`;
    }
  } catch (e) {
    return `${variable} (${url.origin}) stopped answering: ${device} failed within ${timeoutMs} ms (${describeThrown(e)}).`;
  }
  return undefined;
}
