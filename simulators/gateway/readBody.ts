/**
 * Reads a request body as raw bytes, bounded: the Hash covers the exact
 * bytes (Authentication A, rule 3), so nothing is decoded before it is
 * checked. The reading and the JSON rules (size, nesting depth, duplicate
 * keys) are the simulator kit's (simulators/kit/); this file maps their
 * failures onto the gateway's error envelope.
 */
import type { IncomingMessage } from 'node:http';
import { parseJsonBytes } from '../kit/jsonText.js';
import { defaultLimits } from '../../lib/targets/http/connectionLimits.js';
import { collectBody as collectRaw } from '../kit/readBody.js';
import { GatewayError, errors } from './errors.js';

export const maxBodyBytes = defaultLimits.maxBodyBytes;

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
  collectRaw(req, limit, (failure, body) => {
    if (body !== undefined) done(undefined, body);
    else if (failure === 'too-large') done(new GatewayError(errors.bodyTooLarge), undefined);
    else done(new GatewayError(errors.bodyAborted), undefined);
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

/**
 * Decodes UTF-8 strictly and parses JSON; every failure is a 400 naming the
 * body or the place in it. Never echoes the parser's message: it quotes the
 * body, which may hold a card number.
 */
export function parseJsonBody(body: Uint8Array, maxDepth = defaultLimits.maxJsonDepth): unknown {
  const parsed = parseJsonBytes(body, maxDepth);
  if (parsed.ok) return parsed.value;
  switch (parsed.kind) {
    case 'encoding':
      throw new GatewayError(errors.invalidEncoding, undefined, 'body');
    case 'malformed':
      throw new GatewayError(errors.malformedJson, undefined, 'body');
    case 'too-deep':
      throw new GatewayError(
        errors.validation,
        `${parsed.path} is nested deeper than ${maxDepth} levels`,
        parsed.path,
      );
    case 'duplicate-key':
      throw new GatewayError(errors.duplicateKey, `${parsed.path} appears twice`, parsed.path);
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
