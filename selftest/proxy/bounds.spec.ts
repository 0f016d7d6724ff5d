/**
 * The proxy's bounds (issue 13 item 3, issue 14 "streaming and bounded"):
 * a slow client gets 408 and is closed within the configured time-out while
 * a normal client is served; the recording stops recording bodies, then
 * lines, at its byte bound and says how many it dropped.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { recordingFile, recordingSummaryFile, type RecordingSummary } from '../../proxy/exchangeRecorder.js';
import { startRecordingProxy } from '../../proxy/recordingProxy.js';
import { startEchoUpstream } from './echoUpstream.js';
import { fakeJudge } from './fakeJudge.js';
import { slowClient as slowClientOf } from '../robustness/slowClient.js';

const slowClient = (url: string, first: string, drip: string) => slowClientOf(url, first, drip, 20_000);

test('a slow client gets 408 and is closed in time; a normal client is served meanwhile', async () => {
  test.setTimeout(30_000);
  const upstream = await startEchoUpstream();
  const proxy = await startRecordingProxy({
    gateway: { upstream: upstream.url },
    judge: fakeJudge(),
    limits: { headersTimeoutMs: 800, bodyTimeoutMs: 800, idleTimeoutMs: 500 },
  });
  try {
    const url = proxy.urls.gateway as string;
    const slow = [
      ...Array.from({ length: 10 }, (_, i) =>
        slowClient(url, 'GET /echo HTTP/1.1\r\nHost: x\r\n', `X-Slow-${i}: a\r\n`),
      ),
      ...Array.from({ length: 5 }, () =>
        slowClient(url, 'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n', 'a'),
      ),
    ];
    await new Promise((r) => setTimeout(r, 300));
    const normal = await request(`${url}/echo`);
    expect(normal.statusCode).toBe(200);
    await normal.body.dump();
    const outcomes = await Promise.all(slow);
    for (const o of outcomes.slice(0, 10)) {
      expect(o.status).toBe(408);
      expect(o.closedAfterMs).toBeLessThan(800 + 2_500);
    }
    // A slow body is streaming to the upstream already: 408 when nothing was answered yet, closed either way.
    for (const o of outcomes.slice(10)) expect(o.closedAfterMs).toBeLessThan(1_600 + 2_500);
  } finally {
    await proxy.close(1_000);
    await upstream.stop();
  }
});

test('the recording keeps to its byte bound: bodies first, then whole lines, each counted', async () => {
  const out = mkdtempSync(join(tmpdir(), 'paycert-proxy-bound-'));
  const upstream = await startEchoUpstream();
  const maxRecordBytes = 64 * 1024;
  const proxy = await startRecordingProxy({
    terminal: { upstream: upstream.url },
    judge: fakeJudge(),
    recordDir: out,
    maxRecordBytes,
  });
  try {
    const body = 'y'.repeat(2_000);
    for (let i = 0; i < 200; i++) {
      const r = await request(`${proxy.urls.terminal as string}/echo`, { method: 'POST', body });
      await r.body.dump();
    }
    const summary = await proxy.close(1_000);
    expect(summary).toBeDefined();
    const size = statSync(join(out, recordingFile)).size;
    expect(size).toBeLessThanOrEqual(maxRecordBytes);
    const written = JSON.parse(readFileSync(join(out, recordingSummaryFile), 'utf8')) as RecordingSummary;
    expect(written.bytes).toBe(size);
    expect(written.droppedBodies).toBeGreaterThan(0);
    expect(written.droppedExchanges).toBeGreaterThan(0);
    expect(written.exchanges + written.droppedExchanges).toBe(200);
    const lines = readFileSync(join(out, recordingFile), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(written.exchanges);
    const last = JSON.parse(lines.at(-1) as string) as { request: { body?: unknown } };
    expect(last.request.body).toEqual({ omitted: 'record bound' });
  } finally {
    await proxy.close(1_000);
    await upstream.stop();
    rmSync(out, { recursive: true, force: true });
  }
});
