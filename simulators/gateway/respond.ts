/** Writing answers: JSON documents, the error envelope, HTML pages and redirects. */
import type { ServerResponse } from 'node:http';
import { redactText } from '../../lib/reporting/redaction/redact.js';
import { sendAnswer, writeJson } from '../kit/respond.js';
import { GatewayError, errorEnvelope, errors } from './errors.js';

const connectionClose = Object.freeze({ connection: 'close' });
const emptyBody = Buffer.alloc(0);

export function sendJson(res: ServerResponse, status: number, doc: unknown, close = false): void {
  sendJsonText(res, status, JSON.stringify(doc), close);
}

/**
 * Writes serialised JSON. Handing node:http the string (not a Buffer) lets it
 * send the head and body in one write, encoding in native code; a Buffer
 * would cost a copy in JS and a two-part writev per answer.
 */
export function sendJsonText(res: ServerResponse, status: number, text: string, close = false): void {
  writeJson(res, status, text, 'application/json; charset=utf-8', close ? connectionClose : undefined);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  const body = Buffer.from(html, 'utf8');
  sendAnswer(res, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      // Inline styles only; no script. No form-action, so the 303 to the merchant's return URL is allowed.
      // frame-ancestors: no other page may frame the 3-D Secure form (clickjacking; issue 13).
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    },
    body,
  });
}

export function redirect(res: ServerResponse, location: string): void {
  sendAnswer(res, {
    status: 303,
    headers: { location, 'content-length': 0, 'cache-control': 'no-store' },
    body: emptyBody,
  });
}

/** Any failure becomes the envelope; an unexpected one is logged (redacted) and answered 500, never a stack trace. */
export function sendError(res: ServerResponse, e: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (e instanceof GatewayError) {
    // After an oversized body the rest is not read: close the connection rather than drain it.
    sendJson(res, e.status, errorEnvelope(e.details), e.status === errors.bodyTooLarge.status);
    return;
  }
  console.error(`gateway simulator: ${redactText(e instanceof Error ? e.message : String(e))}`);
  sendJson(
    res,
    errors.internal.status,
    errorEnvelope([{ code: errors.internal.code, message: errors.internal.message, parameters: [] }]),
  );
}
