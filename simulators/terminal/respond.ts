/**
 * Small node:http helpers: JSON answers, error bodies and JSON body reading
 * (bounded by the kit's limits, application/json only).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseJsonBytes } from '../kit/jsonText.js';
import { defaultLimits, type ConnectionLimits } from '../../lib/targets/http/connectionLimits.js';
import { readBodyBytes } from '../kit/readBody.js';
import { writeJson } from '../kit/respond.js';
import * as E from './errors.js';
import type { SimError } from './errors.js';

export function sendBytes(
  res: ServerResponse,
  status: number,
  body: Buffer,
  extra?: Record<string, string>,
): void {
  writeJson(res, status, body, 'application/json', extra);
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

/**
 * Reads and parses a JSON body within the kit's limits (size, nesting depth,
 * no duplicate key); `json` is undefined for an empty body. A refusal never
 * quotes the body: it may hold a card number.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limits: Pick<ConnectionLimits, 'maxBodyBytes' | 'maxJsonDepth'> = defaultLimits,
): Promise<BodyResult> {
  const read = await readBodyBytes(req, limits.maxBodyBytes);
  if (!read.ok) {
    return read.failure === 'too-large'
      ? { ok: false, error: E.bodyTooLarge(limits.maxBodyBytes), close: true }
      : { ok: false, error: E.MALFORMED_JSON, close: true };
  }
  if (read.body.length === 0) return { ok: true, json: undefined };
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/(?:[a-z0-9.+-]*\+)?json\s*(?:;|$)/.test(type)) {
    return { ok: false, error: E.UNSUPPORTED_MEDIA_TYPE };
  }
  const parsed = parseJsonBytes(read.body, limits.maxJsonDepth);
  if (parsed.ok) return { ok: true, json: parsed.value };
  switch (parsed.kind) {
    case 'encoding':
      return { ok: false, error: E.fieldError('body', 'must be UTF-8') };
    case 'malformed':
      return { ok: false, error: E.MALFORMED_JSON };
    case 'too-deep':
      return {
        ok: false,
        error: E.fieldError(parsed.path, `nested deeper than ${limits.maxJsonDepth} levels`),
      };
    case 'duplicate-key':
      return { ok: false, error: E.fieldError(parsed.path, 'duplicate key') };
  }
}
