/**
 * A recording of the proxy (docs/proxy.md, "The recording"), written once:
 * its file names, the shape of a line (schemas/recording/exchange.json, the
 * version the proxy writes in `format`) and the one reader. The proxy's
 * recorder writes what this reader reads; replay sends nothing from a line
 * the schema refuses. A mistake is one sentence naming the file and line; a
 * recording of another paycert (or a file that is none) names its version.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import type { RecordingExchange } from '../../../generated/types/recording/exchange.js';
import { validators } from '../../../generated/schemas.js';
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { recordingFiles } from '../../reporting/evidence/reportsFolder.js';

/** One line of exchanges.ndjson, as the generated type of its schema. */
export type RecordedExchange = RecordingExchange;

/** The exchanges, one JSON line each (the names are the reports folder's: reportsFolder.ts). */
export const recordingFile = recordingFiles.exchanges;
/** What the proxy kept and dropped, written when it stops. */
export const recordingSummaryFile = recordingFiles.summary;
/** The version of a line's shape that this paycert writes and reads (the schema's `format`). */
export const recordingFormat: RecordedExchange['format'] = 'paycert-recording/1';

/** A recorded exchange as replay reads it: the start as epoch milliseconds, and its line for messages. */
export type ReplayedSource = Omit<RecordedExchange, 'format' | 'startedAt'> & {
  readonly startedAt: number;
  /** Line of exchanges.ndjson, for messages. */
  readonly line: number;
};

/** A recording that cannot be replayed: the message names the file (and line). */
export class RecordingError extends Error {
  override readonly name = 'RecordingError';
}

const again = "record the session again with this paycert's proxy";

/** Why a line of another paycert's (or of no) recording is refused, naming its version; undefined for this format. */
function foreignFormat(v: Record<string, unknown>): string | undefined {
  const format = v.format;
  if (format === recordingFormat) return undefined;
  if (format === undefined)
    return 'seq' in v && 'side' in v && 'request' in v
      ? `written by an older paycert (a recording without a format field; this paycert reads ${recordingFormat}): ${again}`
      : `not a paycert recording (no format field; this paycert reads ${recordingFormat})`;
  const text = typeof format === 'string' ? format : JSON.stringify(format);
  const version = /^paycert-recording\/(\d+)$/.exec(text)?.[1];
  if (version === undefined)
    return `not a paycert recording (format ${JSON.stringify(format).slice(0, 60)}; this paycert reads ${recordingFormat})`;
  return `written by ${Number(version) > 1 ? 'a newer' : 'an older'} paycert (recording format ${text}; this paycert reads ${recordingFormat}): ${again}`;
}

/** The first (deepest) rule a line breaks, as `field rule`. */
function broken(errors: readonly ErrorObject[]): string {
  const e = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  if (e === undefined) return 'does not match schemas/recording/exchange.json';
  const params = e.params as { missingProperty?: string; allowedValues?: unknown[] };
  const at = e.instancePath.slice(1).replace(/\//g, '.');
  if (e.keyword === 'required')
    return `${at === '' ? '' : `${at}.`}${params.missingProperty ?? ''} is missing`;
  if (e.keyword === 'enum' && params.allowedValues !== undefined)
    return `${at} must be ${params.allowedValues.map((a) => JSON.stringify(a)).join(' or ')}`;
  return `${at === '' ? 'the line' : at} ${e.message ?? 'is invalid'}`;
}

/** One line, validated: a recorded exchange, or a RecordingError naming `where`. */
function exchange(v: unknown, where: string, line: number): ReplayedSource {
  if (!isJsonObject(v)) throw new RecordingError(`${where}: not a JSON object: not a paycert recording`);
  const foreign = foreignFormat(v);
  if (foreign !== undefined) throw new RecordingError(`${where}: ${foreign}`);
  const validate = validators['recording/exchange'];
  if (!validate(v)) throw new RecordingError(`${where}: ${broken(validate.errors ?? [])}`);
  // The proxy's own visit of a return URL names the shop's whole URL; it is never sent again.
  if (!v.request.target.startsWith('/') && v.drill?.visit !== true)
    throw new RecordingError(`${where}: request.target must be a path starting with /`);
  const { format: _format, startedAt, ...rest } = v;
  return { ...rest, startedAt: Date.parse(startedAt), line };
}

/** The exchanges of `folder` (or of an exchanges.ndjson named directly), in arrival order. */
export function readRecording(folder: string): ReplayedSource[] {
  if (!existsSync(folder)) throw new RecordingError(`${folder}: no such folder`);
  const file = statSync(folder).isDirectory() ? join(folder, recordingFile) : folder;
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
      throw new RecordingError(`${where}: not JSON (${(e as Error).message}): not a paycert recording`);
    }
    out.push(exchange(v, where, i + 1));
  });
  if (out.length === 0) throw new RecordingError(`${file}: holds no exchange`);
  return out.sort((a, b) => a.seq - b.seq);
}
