/**
 * Small node:http helpers: JSON answers, error bodies and bounded body
 * reading (64 KiB, application/json only).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as E from './errors.js';
import type { SimError } from './errors.js';

export const MAX_BODY_BYTES = 64 * 1024;
/** How much of an oversized body is drained (to let the client read the 413) before the socket is closed. */
const MAX_DRAIN_BYTES = 8 * 1024 * 1024;

export function sendBytes(
  res: ServerResponse,
  status: number,
  body: Buffer,
  extra?: Record<string, string>,
): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length, ...extra });
  res.end(body);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra?: Record<string, string>,
): void {
  sendBytes(res, status, Buffer.from(JSON.stringify(body)), extra);
}

export function sendError(
  res: ServerResponse,
  error: SimError,
  options: {
    extra?: Record<string, unknown>;
    headers?: Record<string, string>;
    noSuccessField?: boolean;
  } = {},
): void {
  const body: Record<string, unknown> = options.noSuccessField
    ? { description: error.description, ...options.extra }
    : { success: false, description: error.description, ...options.extra };
  sendJson(res, error.status, body, options.headers);
}

export type BodyResult = { ok: true; json: unknown } | { ok: false; error: SimError; close?: boolean };

/** Reads and parses a JSON body; `json` is undefined for an empty body. */
export function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    const chunks: Buffer[] = [];
    let size = 0;
    let over = declared > MAX_BODY_BYTES;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      if (!over) chunks.push(chunk);
      if (size > MAX_DRAIN_BYTES) req.destroy();
    });
    req.on('error', () => resolve({ ok: false, error: E.MALFORMED_JSON, close: true }));
    req.on('end', () => {
      if (over) return resolve({ ok: false, error: E.BODY_TOO_LARGE, close: true });
      if (size === 0) return resolve({ ok: true, json: undefined });
      const type = String(req.headers['content-type'] ?? '').toLowerCase();
      if (!/^application\/(?:[a-z0-9.+-]*\+)?json\s*(?:;|$)/.test(type)) {
        return resolve({ ok: false, error: E.UNSUPPORTED_MEDIA_TYPE });
      }
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ ok: true, json: JSON.parse(text) as unknown });
      } catch (e) {
        const why = e instanceof SyntaxError ? e.message.slice(0, 120) : 'cannot parse';
        resolve({ ok: false, error: { status: 400, description: `Malformed JSON body: ${why}` } });
      }
    });
  });
}
