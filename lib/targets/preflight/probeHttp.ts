/**
 * Pre-flight reachability probe of an HTTP service (the live gateway): any
 * HTTP answer means it is reachable; a refused connection, an unknown host or
 * no answer within `timeoutMs` is the one sentence naming the variable.
 */
import { request } from 'undici';
import { describeThrown } from '../../reporting/report/classifyThrown.js';

export async function probeHttp(url: URL, variable: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const res = await request(url, {
      method: 'GET',
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body.dump();
    return undefined;
  } catch (e) {
    return `${variable} (${url.origin}) does not answer within ${timeoutMs} ms (${describeThrown(e)}).`;
  }
}
