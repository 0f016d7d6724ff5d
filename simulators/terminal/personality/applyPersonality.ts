/**
 * Runs a request of the REST API through the simulator's entries (the fault
 * entries that are on, then the personality's choices): `before` entries may
 * answer first (only for an authorized request, so a refusal of credentials
 * stays the reference's), then the reference handler answers into a capture,
 * then `after` entries rewrite the finished answer, which is written once.
 * With no entries (the reference personality, no document fault) the handler
 * writes directly: the hot path is untouched.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { SimContext } from '../simContext.js';
import type { Answer, Entry, Exchange } from '../variation.js';

export async function applyPersonality(
  ctx: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
  handler: () => Promise<void>,
): Promise<void> {
  const entries: readonly Entry[] = ctx.runtime.entries;
  if (entries.length === 0) return handler();
  ctx.runtime.catchUp();
  const x: Exchange = {
    method: req.method ?? 'GET',
    route,
    now: ctx.runtime.clock.now(),
    machine: ctx.runtime.machine,
  };
  if (ctx.isAuthorized(req)) {
    for (const v of entries) {
      const early = v.before?.(x);
      if (early !== undefined) return write(res, early);
    }
  }
  const captured = await capture(res, handler);
  if (captured === undefined) return;
  let answer = captured;
  for (const v of entries) if (v.after !== undefined) answer = v.after(answer, x);
  write(res, answer);
}

/** Runs `handler` with writeHead/end captured; undefined when it wrote nothing (a destroyed socket). */
async function capture(res: ServerResponse, handler: () => Promise<void>): Promise<Answer | undefined> {
  let status = 200;
  let headers: Record<string, string> = {};
  let bytes: Buffer | undefined;
  const own = res as unknown as Record<string, unknown>;
  own.writeHead = (s: number, h?: OutgoingHttpHeaders): ServerResponse => {
    status = s;
    headers = {};
    for (const [k, v] of Object.entries(h ?? {}))
      if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
    return res;
  };
  own.end = (chunk?: unknown): ServerResponse => {
    bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(typeof chunk === 'string' ? chunk : '');
    return res;
  };
  try {
    await handler();
  } finally {
    // The prototype's methods again.
    delete own.writeHead;
    delete own.end;
  }
  if (bytes === undefined) return undefined;
  delete headers['content-length'];
  const isJson = /json/.test(headers['content-type'] ?? '');
  const text = bytes.toString('utf8');
  return { status, headers, body: isJson && text !== '' ? (JSON.parse(text) as unknown) : text };
}

function write(res: ServerResponse, a: Answer): void {
  const bytes = Buffer.from(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
  res.writeHead(a.status, { ...a.headers, 'content-length': bytes.length });
  res.end(bytes);
}
