/**
 * The recording's own thread (proxy/recorderThread.ts): it starts or says
 * why not, records every exchange handed over in order, and presses back
 * on the relay while it is behind, letting go once it has caught up.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RawExchange } from '../../lib/client/rawExchange.js';
import { recordingFile, recordingSummaryFile } from '../../proxy/exchangeRecorder.js';
import { RecorderThread } from '../../proxy/recorderThread.js';

const exchange = (seq: number): RawExchange => ({
  seq,
  side: 'terminal',
  startedAt: 0,
  endedAt: 1,
  request: { method: 'POST', target: `/t/${seq}`, headers: {}, body: Buffer.from('{"a":1}'), bodyBytes: 7 },
  response: { status: 200, headers: {}, body: Buffer.from('"ok"'), bodyBytes: 4 },
});

test('a recording that cannot begin says why; one that can records every exchange in order', async () => {
  await expect(
    RecorderThread.start({ dir: '/nonexistent/paycert', maxBytes: 1024, secrets: [] }, () => undefined),
  ).rejects.toThrow(/ENOENT/);
  await expect(
    RecorderThread.start({ dir: tmpdir(), maxBytes: 0, secrets: [] }, () => undefined),
  ).rejects.toThrow(/maxRecordBytes/);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-recorder-thread-'));
  try {
    const pressure: boolean[] = [];
    const water = { high: { exchanges: 3, bytes: 1 << 20 }, low: { exchanges: 0, bytes: 0 } };
    const thread = await RecorderThread.start(
      { dir, maxBytes: 1 << 20, secrets: [] },
      (on) => pressure.push(on),
      water,
    );
    for (let i = 0; i < 5; i++) thread.record([exchange(2 * i + 1), exchange(2 * i + 2)]);
    expect(pressure).toEqual([true]);
    const summary = await thread.close();
    expect(pressure).toEqual([true, false]);
    expect(summary).toMatchObject({ exchanges: 10, droppedBodies: 0, droppedExchanges: 0 });
    const lines = readFileSync(join(dir, recordingFile), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ request: { body: { json: { a: 1 } } } });
    expect(JSON.parse(readFileSync(join(dir, recordingSummaryFile), 'utf8'))).toEqual(summary);
    expect(thread.summary()).toEqual(summary);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
