/**
 * Reads a request body as raw bytes, bounded: the Hash covers the exact
 * bytes (Authentication A, rule 3), so nothing is decoded before it is
 * checked. Bodies above 64 KiB are refused without buffering them.
 */
import type { IncomingMessage } from 'node:http';
import { GatewayError, errors } from './errors.js';

export const maxBodyBytes = 64 * 1024;

/**
 * Collects the body and calls back synchronously from the request's 'end'
 * event, so the API answers in the same tick as a bare node:http server
 * would (the throughput benchmark compares the two).
 */
export function collectBody(
  req: IncomingMessage,
  limit: number,
  done: (error: unknown, body: Buffer | undefined) => void,
): void {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    done(new GatewayError(errors.bodyTooLarge), undefined);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  req.on('data', (chunk: Buffer) => {
    if (finished) return;
    size += chunk.length;
    if (size > limit) {
      finished = true;
      done(new GatewayError(errors.bodyTooLarge), undefined);
      return;
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (finished) return;
    finished = true;
    done(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
  });
  req.on('error', (e) => {
    if (finished) return;
    finished = true;
    done(e, undefined);
  });
}

export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    collectBody(req, limit, (e, body) => {
      if (body === undefined) reject(e instanceof Error ? e : new Error(String(e)));
      else resolve(body);
    });
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes UTF-8 strictly and parses JSON; both failures are 400 naming the body. */
export function parseJsonBody(body: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    throw new GatewayError(errors.invalidEncoding, undefined, 'body');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Never echo the parser's message: it quotes the body, which may hold a card number.
    throw new GatewayError(errors.malformedJson, undefined, 'body');
  }
}

/** application/json with an optional utf-8 charset; nothing else (spec A: bodies are JSON, UTF-8). */
export function isJsonContentType(value: string | undefined): boolean {
  if (value === undefined) return false;
  // The usual spellings first, without splitting the header into new strings.
  if (value === 'application/json' || value === 'application/json; charset=utf-8') return true;
  const [type, ...params] = value.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}
