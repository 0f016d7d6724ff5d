/**
 * The proxy's control endpoint of its drills, `/_sim/drills` on either side
 * (docs/drills.md), beside the simulators' `/_sim/outcomes` and under the same
 * guards (simulators/kit/origin.ts: the proxy's own Host, no foreign Origin,
 * no cross-site fetch). The proxy answers it itself; it is neither forwarded
 * nor recorded.
 *   GET    the drills armed, oldest first
 *   POST   {"drills": ["name[:ms]", ...]} (or one "a,b" string) arms them after those armed
 *   DELETE disarms every drill and ends an unreachable window
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { crossOriginProblem } from '../simulators/kit/origin.js';
import type { ProxyDrills } from './proxyDrills.js';

export const drillsPath = '/_sim/drills';

/** A control request's body: a few drills' names; more is a mistake. */
const maxBodyBytes = 8 * 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function handleDrillsRoute(
  req: IncomingMessage,
  res: ServerResponse,
  drills: ProxyDrills,
): Promise<void> {
  const problem = crossOriginProblem(req);
  if (problem !== undefined) return send(res, 403, { error: `paycert proxy: ${problem}` });
  const method = req.method ?? 'GET';
  let body: unknown;
  if (method === 'POST') {
    const text = await readBody(req);
    if (text === undefined)
      return send(res, 413, { error: `paycert proxy: a body of at most ${maxBodyBytes} bytes` });
    try {
      body = JSON.parse(text);
    } catch {
      return send(res, 400, {
        error: 'paycert proxy: the body is not JSON: send {"drills": ["name[:ms]", ...]}',
        field: 'drills',
      });
    }
  }
  const out = drills.control(method, body);
  if (out === undefined)
    return send(res, 405, { error: `paycert proxy: ${drillsPath} takes GET, POST or DELETE` });
  if (!out.ok) return send(res, 400, { error: `paycert proxy: ${out.rule}`, field: 'drills' });
  send(res, 200, { drills: out.drills });
}
