/**
 * The recording's one format (schemas/recording/exchange.json): every line the
 * proxy writes names its version and passes the schema replay reads it by; a
 * recording of an older or newer paycert, and a file that is none, is refused
 * in one sentence naming the file, the line and the version, before anything
 * is sent.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { validators } from '../../generated/schemas.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import {
  readRecording,
  recordingFile,
  recordingFormat,
  RecordingError,
} from '../../lib/judging/replay/recording.js';
import { recordOf } from '../../proxy/exchangeRecord.js';

const exchange: RawExchange = {
  seq: 1,
  side: 'terminal',
  startedAt: Date.parse('2026-01-02T03:04:05.678Z'),
  endedAt: Date.parse('2026-01-02T03:04:05.700Z'),
  request: {
    method: 'POST',
    target: '/api/v2/transactions/sale.json',
    headers: { 'content-type': 'application/json', authorization: 'Basic dXNlcjpwYXNz' },
    body: Buffer.from('{"amount":1000}'),
    bodyBytes: 15,
  },
  response: {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"success":true}'),
    bodyBytes: 16,
  },
  drill: { name: 'lost-start-answer', delivered: false },
};

/** What readRecording says of a recording whose one line is `line`. */
function refusal(line: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-recording-format-'));
  try {
    writeFileSync(join(dir, recordingFile), `${line}\n`);
    try {
      readRecording(dir);
    } catch (e) {
      expect(e).toBeInstanceOf(RecordingError);
      const message = (e as Error).message;
      expect(message.startsWith(`${join(dir, recordingFile)}:1: `)).toBe(true);
      expect(message).not.toContain('\n');
      return message;
    }
    throw new Error('the line was read');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the proxy writes the format version, and its line passes the schema replay reads it by', () => {
  for (const withBodies of [true, false]) {
    const line = recordOf(exchange, [], withBodies);
    expect(line.format).toBe(recordingFormat);
    const validate = validators['recording/exchange'];
    expect(validate(JSON.parse(JSON.stringify(line))), JSON.stringify(validate.errors)).toBe(true);
  }
  const dir = mkdtempSync(join(tmpdir(), 'paycert-recording-format-'));
  try {
    writeFileSync(join(dir, recordingFile), `${JSON.stringify(recordOf(exchange, [], true))}\n`);
    const [read] = readRecording(dir);
    expect(read?.startedAt).toBe(exchange.startedAt);
    expect(read?.drill).toEqual({ name: 'lost-start-answer', delivered: false });
    expect(read?.request.headers.authorization).toBe('[REDACTED]');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an older paycert recording (no format field) is refused naming its version', () => {
  const { format: _format, ...older } = recordOf(exchange, [], true);
  const message = refusal(JSON.stringify(older));
  expect(message).toContain('written by an older paycert');
  expect(message).toContain(`this paycert reads ${recordingFormat}`);
});

test('a recording of another format version is refused naming that version', () => {
  const line = { ...recordOf(exchange, [], true), format: 'paycert-recording/2' };
  expect(refusal(JSON.stringify(line))).toContain(
    `written by a newer paycert (recording format paycert-recording/2; this paycert reads ${recordingFormat})`,
  );
});

test('a file that is no recording is refused as such', () => {
  expect(refusal('id,amount,currency')).toContain('not JSON');
  expect(refusal('id,amount,currency')).toContain('not a paycert recording');
  expect(refusal('{"level":"info","msg":"listening"}')).toContain(
    `not a paycert recording (no format field; this paycert reads ${recordingFormat})`,
  );
  expect(refusal('{"format":"har/1.2"}')).toContain('not a paycert recording (format "har/1.2"');
});

test('a line of this format that breaks its schema names the field and the rule', () => {
  const line = recordOf(exchange, [], true);
  expect(refusal(JSON.stringify({ ...line, side: 'printer' }))).toMatch(
    /:1: side must be "terminal" or "gateway"$/,
  );
  const { request: _request, ...noRequest } = line;
  expect(refusal(JSON.stringify(noRequest))).toMatch(/:1: request is missing$/);
  expect(
    refusal(JSON.stringify({ ...line, request: { ...line.request, target: 'http://shop.example/' } })),
  ).toMatch(/:1: request.target must be a path starting with \/$/);
});
