/**
 * Reads a request body as raw bytes, bounded: the Hash covers the exact
 * bytes (Authentication A, rule 3), so nothing is decoded before it is
 * checked. Bodies above 64 KiB are refused without buffering them.
 */
import type { IncomingMessage } from 'node:http';
import { GatewayError, errors } from './errors.js';

export const maxBodyBytes = 64 * 1024;

export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) return Promise.reject(new GatewayError(errors.bodyTooLarge));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        reject(new GatewayError(errors.bodyTooLarge));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
    });
    req.on('error', (e) => {
      if (done) return;
      done = true;
      reject(e);
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
  const [type, ...params] = value.split(';').map((s) => s.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || p === 'charset=utf-8' || p === 'charset="utf-8"');
}
