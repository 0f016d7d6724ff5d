/**
 * The relay at the edges of HTTP/1.1 (proxy/relayConnection.ts), spoken to
 * on raw sockets: pipelined requests, a client that asks to close, HTTP/1.0,
 * chunked request bodies, the smuggling shapes and broken heads refused
 * with 400, an upstream that never answers (504), one that answers garbage
 * (502), and an upstream that closes its idle connection (the next request
 * still goes through).
 */
import { createServer as createTcpServer, connect, type Server } from 'node:net';
import { expect, test } from '@playwright/test';
import { startRecordingProxy, type RunningRecordingProxy } from '../../proxy/recordingProxy.js';
import { startEchoUpstream, type EchoUpstream } from './echoUpstream.js';
import { watcher, type Watcher } from './watcher.js';

let upstream: EchoUpstream;
let proxy: RunningRecordingProxy;
let judge: Watcher;

test.beforeEach(async () => {
  upstream = await startEchoUpstream();
  judge = watcher();
  proxy = await startRecordingProxy({
    terminal: { upstream: upstream.url },
    tap: judge.tap,
    upstreamTimeoutMs: 800,
  });
});

test.afterEach(async () => {
  await proxy.close(1_000);
  await upstream.stop();
});

/** Sends `bytes` on a fresh socket and returns everything read until the proxy closes it (bounded: 5 s). */
function exchange(
  url: string,
  bytes: string,
  keepOpenMs = 5_000,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false });
    }, keepOpenMs);
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true });
    });
    socket.on('connect', () => socket.write(bytes, 'latin1'));
  });
}

const statuses = (text: string): number[] =>
  [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

test('pipelined requests are answered in order, each an exchange; Connection: close closes after its answer', async () => {
  const r = await exchange(
    proxy.urls.terminal as string,
    'GET /echo/1 HTTP/1.1\r\nHost: x\r\n\r\n' +
      'POST /echo/2 HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n' +
      'GET /echo/3 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n' +
      'GET /echo/4 HTTP/1.1\r\nHost: x\r\n\r\n',
  );
  expect(r.closed).toBe(true);
  expect(statuses(r.text)).toEqual([200, 200, 200]);
  expect(r.text.match(/"target":"[^"]+"/g)).toEqual([
    '"target":"/echo/1"',
    '"target":"/echo/2"',
    '"target":"/echo/3"',
  ]);
  expect(r.text).toContain(`"body":"${Buffer.from('abcde').toString('base64')}"`);
  expect(r.text.trimEnd().split('\r\n\r\n').at(-2)).toMatch(/Connection: close$/);
  await proxy.close(1_000);
  expect(judge.observed.map((x) => [x.request.target, x.response?.status])).toEqual([
    ['/echo/1', 200],
    ['/echo/2', 200],
    ['/echo/3', 200],
  ]);
  expect(judge.observed[1]?.request.body.toString()).toBe('abcde');
});

test('an HTTP/1.0 client gets its answer and the connection closes', async () => {
  const r = await exchange(proxy.urls.terminal as string, 'GET /echo HTTP/1.0\r\nHost: x\r\n\r\n');
  expect([r.closed, statuses(r.text)]).toEqual([true, [200]]);
});

for (const [name, bytes] of [
  [
    'both Content-Length and Transfer-Encoding',
    'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  ],
  ['a bare LF', 'GET /echo HTTP/1.1\nHost: x\n\n'],
  ['a folded header line', 'GET /echo HTTP/1.1\r\nHost: x\r\n  folded\r\n\r\n'],
  ['a malformed request line', 'GET /echo HTTP/9.9\r\nHost: x\r\n\r\n'],
] as const)
  test(`${name}: 400 with a one-line JSON error, closed, nothing forwarded`, async () => {
    const r = await exchange(proxy.urls.terminal as string, bytes);
    expect(r.closed).toBe(true);
    expect(statuses(r.text)).toEqual([400]);
    expect(r.text).toMatch(/\r\n\r\n\{"error":"paycert proxy: malformed HTTP request[^\n]*"\}$/);
    await proxy.close(1_000);
    expect(judge.observed).toEqual([]);
  });

test('an upstream that never answers: 504 after the upstream time limit, recorded without response', async () => {
  const silent = createTcpServer(() => undefined);
  await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
  const p = await startRecordingProxy({
    gateway: { upstream: `http://127.0.0.1:${port(silent)}` },
    tap: judge.tap,
    upstreamTimeoutMs: 500,
  });
  try {
    const started = Date.now();
    const r = await exchange(p.urls.gateway as string, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statuses(r.text)).toEqual([504]);
    expect(r.text).toMatch(/did not answer in time/);
    expect(Date.now() - started).toBeLessThan(500 + 2_000);
    await p.close(1_000);
    expect(judge.observed.map((x) => [x.response, x.error])).toEqual([
      [undefined, expect.stringMatching(/did not answer in time/)],
    ]);
  } finally {
    await p.close(1_000);
    silent.close();
  }
});

test('an upstream that answers garbage: 502 naming it; one that closes an idle connection does not fail the next request', async () => {
  const garbage = createTcpServer((s) => s.once('data', () => s.end('HTTP/1.1 OK\r\n\r\n')));
  await new Promise<void>((r) => garbage.listen(0, '127.0.0.1', r));
  const p = await startRecordingProxy({
    gateway: { upstream: `http://127.0.0.1:${port(garbage)}` },
    tap: judge.tap,
  });
  try {
    const r = await exchange(p.urls.gateway as string, 'GET /x HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statuses(r.text)).toEqual([502]);
    expect(r.text).toMatch(/sent a malformed answer/);
  } finally {
    await p.close(1_000);
    garbage.close();
  }
  // The echo upstream closes idle connections after 1 s and says so (Keep-Alive: timeout=1).
  upstream.server.keepAliveTimeout = 1_000;
  const socket = connect(Number(new URL(proxy.urls.terminal as string).port), '127.0.0.1');
  try {
    const answers: string[] = [];
    socket.on('data', (d: Buffer) => answers.push(d.toString('latin1')));
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /echo/a HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => answers.join('').includes('/echo/a'));
    await new Promise((r) => setTimeout(r, 1_500)); // the upstream has closed its side by now
    socket.write('GET /echo/b HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(() => answers.join('').includes('/echo/b'));
    expect(statuses(answers.join(''))).toEqual([200, 200]);
  } finally {
    socket.destroy();
  }
});

function port(server: Server): number {
  const a = server.address();
  if (a === null || typeof a === 'string') throw new Error('no address');
  return a.port;
}

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !cond(); i++) await new Promise((r) => setTimeout(r, 100));
  expect(cond()).toBe(true);
}

test('a client that reads slowly gets the whole answer: the upstream time limit does not run while the proxy waits for it', async () => {
  const p = await startRecordingProxy({
    terminal: { upstream: upstream.url },
    tap: judge.tap,
    upstreamTimeoutMs: 300,
  });
  try {
    const socket = connect(Number(new URL(p.urls.terminal as string).port), '127.0.0.1');
    let bytes = 0;
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    socket.on('data', (d: Buffer) => (bytes += d.length));
    await new Promise((r) => socket.once('connect', r));
    socket.write('GET /big-json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    socket.pause(); // nothing read for four upstream time limits
    await new Promise((r) => setTimeout(r, 1_200));
    socket.resume();
    await ended;
    // 6 MB: more than the loopback socket buffers hold, so the proxy waits for the client.
    expect(bytes).toBeGreaterThan(6_000_000);
    await p.close(1_000);
    const x = judge.observed.find((e) => e.request.target === '/big-json');
    expect(x?.error).toBeUndefined();
    expect(x?.response?.bodyBytes).toBeGreaterThan(6_000_000);
  } finally {
    await p.close(1_000);
  }
});
