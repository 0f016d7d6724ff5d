/**
 * Reads a recording folder of the proxy (docs/proxy.md, "The recording"):
 * `exchanges.ndjson`, one redacted exchange per line. Lenient about what it
 * does not use, strict about what replay needs; a mistake is one sentence
 * naming the file and the line.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const recordingFileName = 'exchanges.ndjson';

/** A recorded body: JSON, text (a form), or not kept (binary, the record bound). */
export type RecordedBody =
  { readonly json: unknown } | { readonly text: string } | { readonly omitted: string };

export interface RecordedMessage {
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly bodyBytes: number;
  readonly bodyCut?: boolean;
  readonly body?: RecordedBody;
}

export interface ReplayedSource {
  readonly seq: number;
  readonly side: 'terminal' | 'gateway';
  readonly startedAt: number;
  readonly durationMs: number;
  readonly request: { readonly method: string; readonly target: string } & RecordedMessage;
  readonly response?: { readonly status: number } & RecordedMessage;
  readonly error?: string;
  /**
   * The drill the proxy applied (docs/drills.md): `delivered: false` when the
   * application never got the recorded answer; `visit: true` on the proxy's
   * own request of a return URL, which the application never sent.
   */
  readonly drill?: { readonly name: string; readonly delivered: boolean; readonly visit?: boolean };
  /** Line of exchanges.ndjson, for messages. */
  readonly line: number;
}

/** A recording that cannot be replayed: the message names the file (and line). */
export class RecordingError extends Error {
  override readonly name = 'RecordingError';
}

function message(v: unknown, where: string, what: string): RecordedMessage {
  if (!isJsonObject(v)) throw new RecordingError(`${where}: ${what} must be an object`);
  if (!isJsonObject(v.headers)) throw new RecordingError(`${where}: ${what}.headers must be an object`);
  return {
    headers: v.headers as RecordedMessage['headers'],
    bodyBytes: typeof v.bodyBytes === 'number' ? v.bodyBytes : 0,
    ...(v.bodyCut === true ? { bodyCut: true } : {}),
    ...(isJsonObject(v.body) ? { body: v.body as RecordedBody } : {}),
  };
}

function drillOf(v: unknown, where: string): ReplayedSource['drill'] {
  if (v === undefined) return undefined;
  if (!isJsonObject(v) || typeof v.name !== 'string' || typeof v.delivered !== 'boolean')
    throw new RecordingError(`${where}: drill must have a name and delivered (true or false)`);
  return { name: v.name, delivered: v.delivered, ...(v.visit === true ? { visit: true } : {}) };
}

function exchange(v: unknown, where: string, line: number): ReplayedSource {
  if (!isJsonObject(v)) throw new RecordingError(`${where}: not a JSON object`);
  if (v.side !== 'terminal' && v.side !== 'gateway')
    throw new RecordingError(`${where}: side must be "terminal" or "gateway"`);
  if (typeof v.seq !== 'number') throw new RecordingError(`${where}: seq must be a number`);
  const startedAt = typeof v.startedAt === 'string' ? Date.parse(v.startedAt) : NaN;
  if (Number.isNaN(startedAt)) throw new RecordingError(`${where}: startedAt must be an ISO 8601 time`);
  const req = v.request;
  if (!isJsonObject(req) || typeof req.method !== 'string' || typeof req.target !== 'string')
    throw new RecordingError(`${where}: request must have a method and a target`);
  const drill = drillOf(v.drill, where);
  // The proxy's own visit of a return URL names the shop's whole URL; it is never sent again.
  if (!req.target.startsWith('/') && drill?.visit !== true)
    throw new RecordingError(`${where}: request.target must be a path starting with /`);
  const res = v.response;
  if (res !== undefined && (!isJsonObject(res) || typeof res.status !== 'number'))
    throw new RecordingError(`${where}: response.status must be a number`);
  return {
    seq: v.seq,
    side: v.side,
    startedAt,
    durationMs: typeof v.durationMs === 'number' ? v.durationMs : 0,
    request: { method: req.method, target: req.target, ...message(req, where, 'request') },
    ...(res === undefined
      ? {}
      : { response: { status: (res as { status: number }).status, ...message(res, where, 'response') } }),
    ...(typeof v.error === 'string' ? { error: v.error } : {}),
    ...(drill === undefined ? {} : { drill }),
    line,
  };
}

/** The exchanges of `folder` (or of an exchanges.ndjson named directly), in arrival order. */
export function readRecording(folder: string): ReplayedSource[] {
  if (!existsSync(folder)) throw new RecordingError(`${folder}: no such folder`);
  const file = statSync(folder).isDirectory() ? join(folder, recordingFileName) : folder;
  if (!existsSync(file))
    throw new RecordingError(`${file}: not found (is ${folder} a folder the proxy recorded into?)`);
  const out: ReplayedSource[] = [];
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((text, i) => {
    if (text.trim() === '') return;
    const where = `${file}:${i + 1}`;
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch (e) {
      throw new RecordingError(`${where}: not JSON (${(e as Error).message})`);
    }
    out.push(exchange(v, where, i + 1));
  });
  if (out.length === 0) throw new RecordingError(`${file}: holds no exchange`);
  return out.sort((a, b) => a.seq - b.seq);
}
