/**
 * Lets the variations change every finished answer, whichever code wrote it
 * (API, pages, redirects, the error envelope): writeHead is held back until
 * end(), and the whole answer then passes Variations.finish. Every writer in
 * the simulator answers with one writeHead and one end, never write().
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Variations } from './applyVariations.js';
import type { Answer } from '../variation.js';

function lowerCased(headers: OutgoingHttpHeaders | undefined): Answer['headers'] {
  const out: Answer['headers'] = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function bytes(chunk: unknown, encoding: unknown): Buffer {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return Buffer.alloc(0);
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

export function variedResponse(
  variations: Variations,
  referencePrefix: () => string,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  if (!variations.changesAnswers) return;
  const writeHead = res.writeHead.bind(res);
  const end = res.end.bind(res);
  let head: { status: number; headers: Answer['headers'] } | undefined;
  res.writeHead = ((status: number, headers?: OutgoingHttpHeaders) => {
    head = { status, headers: lowerCased(headers) };
    return res;
  }) as ServerResponse['writeHead'];
  res.end = ((chunk?: unknown, encoding?: unknown) => {
    if (head === undefined) return end(chunk as string, encoding as BufferEncoding);
    const a = variations.finish(
      { status: head.status, headers: head.headers, body: bytes(chunk, encoding) },
      { method: req.method ?? 'GET', url: req.url ?? '/', referencePrefix: referencePrefix() },
    );
    head = undefined;
    if (a.headers['content-length'] !== undefined) a.headers['content-length'] = a.body.length;
    writeHead(a.status, a.headers);
    return end(a.body);
  }) as ServerResponse['end'];
}
