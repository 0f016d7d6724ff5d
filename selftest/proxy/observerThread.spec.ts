/**
 * The observer thread (proxy/observerThread.ts): it starts or says why
 * not, records every exchange handed over in order, presses back on the
 * relay while it is behind and lets go once it has caught up, and judges
 * the exchanges with a judge built in the thread, whose report it writes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RawExchange } from '../../lib/client/rawExchange.js';
import { recordingFile, recordingSummaryFile } from '../../proxy/exchangeRecorder.js';
import { createClientJudge } from '../../lib/client/createClientJudge.js';
import { ObserverThread } from '../../proxy/observerThread.js';

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
    ObserverThread.start(
      { record: { dir: '/nonexistent/paycert', maxBytes: 1024, secrets: [] } },
      () => undefined,
    ),
  ).rejects.toThrow(/ENOENT/);
  await expect(
    ObserverThread.start({ record: { dir: tmpdir(), maxBytes: 0, secrets: [] } }, () => undefined),
  ).rejects.toThrow(/maxRecordBytes/);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-recorder-thread-'));
  try {
    const pressure: boolean[] = [];
    const water = { high: { exchanges: 3, bytes: 1 << 20 }, low: { exchanges: 0, bytes: 0 } };
    const thread = await ObserverThread.start(
      { record: { dir, maxBytes: 1 << 20, secrets: [] } },
      (on) => pressure.push(on),
      water,
    );
    for (let i = 0; i < 5; i++) thread.observe([exchange(2 * i + 1), exchange(2 * i + 2)]);
    expect(pressure).toEqual([true]);
    const summary = await thread.close();
    expect(pressure).toEqual([true, false]);
    expect(summary).toMatchObject({ exchanges: 10, droppedBodies: 0, droppedExchanges: 0 });
    const lines = readFileSync(join(dir, recordingFile), 'utf8').trim().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { seq: number }).seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ request: { body: { json: { a: 1 } } } });
    expect(JSON.parse(readFileSync(join(dir, recordingSummaryFile), 'utf8'))).toEqual(summary);
    expect(thread.summary()).toEqual(summary);
    await thread.terminate();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a judge built in the thread reaches the verdict the same judge reaches in the relay thread', async () => {
  // A terminal request without credentials: CL-TM-AUTH-1 fails.
  const xs: RawExchange[] = [1, 2].map((seq) => ({
    ...exchange(seq),
    request: {
      method: 'GET',
      target: '/api/v2/transactions/latest.json',
      headers: {},
      body: Buffer.alloc(0),
      bodyBytes: 0,
    },
    response: { status: 401, headers: {}, body: Buffer.alloc(0), bodyBytes: 0 },
  }));
  const options = { gatewayApiKeys: ['k'], secrets: ['pw'] };
  const run = {
    startedAt: new Date(0),
    endedAt: new Date(1),
    sides: ['terminal' as const],
    requireOutcomes: [],
    upstreams: { terminal: 'embedded simulator' },
  };
  const dirs = [
    mkdtempSync(join(tmpdir(), 'paycert-observer-')),
    mkdtempSync(join(tmpdir(), 'paycert-observer-')),
  ];
  try {
    const thread = await ObserverThread.start({ judge: options }, () => undefined);
    thread.observe(xs);
    const there = await thread.writeReport(dirs[0] as string, run);
    const local = createClientJudge(options);
    for (const x of xs) local.observe(x);
    const here = await local.writeReport(dirs[1] as string, run);
    // The manifests differ by their time of writing; the verdicts and the reports do not.
    expect([there.verdict, there.exitCode]).toEqual([here.verdict, here.exitCode]);
    expect(there.verdict).toBe('FAIL');
    const read = (d: string) => readFileSync(join(d, 'conformance.json'), 'utf8');
    expect(read(dirs[0] as string)).toBe(read(dirs[1] as string));
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
});
