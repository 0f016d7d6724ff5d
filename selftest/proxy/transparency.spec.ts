/**
 * The proxy is transparent (issue 14, item 1): statuses, bodies and
 * end-to-end headers arrive byte for byte as the upstream sent them, both
 * ways; redirects are never followed; the only rewrites are a Location and
 * the `links.*.url` of a gateway JSON answer on the gateway upstream's
 * origin (docs/proxy.md). The judge sees every exchange once, in order, with
 * bodies captured up to the capture limit.
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { startRecordingProxy, type RunningRecordingProxy } from '../../proxy/recordingProxy.js';
import { binaryBody, largeBody, linksBody, startEchoUpstream, type EchoUpstream } from './echoUpstream.js';
import { watcher, type Watcher } from './watcher.js';

let upstream: EchoUpstream;
let proxy: RunningRecordingProxy;
let judge: Watcher;

test.beforeEach(async () => {
  upstream = await startEchoUpstream();
  judge = watcher();
  proxy = await startRecordingProxy({
    terminal: { upstream: upstream.url },
    gateway: { upstream: upstream.url },
    tap: judge.tap,
    captureLimitBytes: 64 * 1024,
  });
});

test.afterEach(async () => {
  await proxy.close(1_000);
  await upstream.stop();
});

async function get(url: string, options: Parameters<typeof request>[1] = {}) {
  const r = await request(url, options);
  return { status: r.statusCode, headers: r.headers, body: Buffer.from(await r.body.arrayBuffer()) };
}

for (const side of ['terminal', 'gateway'] as const) {
  test(`${side}: bodies, statuses and headers pass unchanged both ways`, async () => {
    const base = proxy.urls[side] as string;
    const sent = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13) % 256));
    const echo = await get(`${base}/echo?q=%20x&y=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'X-Custom': 'Keep Me', Hash: 'AB12' },
      body: sent,
    });
    expect(echo.status).toBe(200);
    const seen = JSON.parse(echo.body.toString('utf8')) as {
      method: string;
      target: string;
      rawHeaders: string[];
      body: string;
    };
    expect(seen.method).toBe('POST');
    expect(seen.target).toBe('/echo?q=%20x&y=1');
    expect(Buffer.from(seen.body, 'base64').equals(sent)).toBe(true);
    expect(seen.rawHeaders).toEqual(expect.arrayContaining(['X-Custom', 'Keep Me', 'Hash', 'AB12']));
    // The upstream sees its own address as Host (a simulator takes its control API only so), and an
    // Origin on the proxy's origin as its own (as a Location on its origin comes back as the proxy's).
    const field = (name: string) =>
      seen.rawHeaders[seen.rawHeaders.findIndex((h) => h.toLowerCase() === name) + 1];
    expect(field('host')).toBe(new URL(upstream.url).host);
    const page = await get(`${base}/echo`, { method: 'POST', headers: { origin: base }, body: 'x' });
    expect((JSON.parse(page.body.toString('utf8')) as { rawHeaders: string[] }).rawHeaders).toEqual(
      expect.arrayContaining(['origin', upstream.url]),
    );
    const foreign = await get(`${base}/echo`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:1' },
      body: 'x',
    });
    expect((JSON.parse(foreign.body.toString('utf8')) as { rawHeaders: string[] }).rawHeaders).toEqual(
      expect.arrayContaining(['origin', 'http://127.0.0.1:1']),
    );

    const bin = await get(`${base}/binary`);
    expect(bin.status).toBe(200);
    expect(bin.body.equals(binaryBody)).toBe(true);
    expect(bin.headers['x-multi']).toEqual(['a', 'b']);
    expect(bin.headers['set-cookie']).toEqual(['a=1', 'b=2']);

    const chunked = await get(`${base}/chunked`);
    expect([chunked.status, chunked.body.toString()]).toEqual([201, 'first,second']);
    const none = await get(`${base}/no-content`);
    expect([none.status, none.headers['x-kept'], none.body.length]).toEqual([204, 'yes', 0]);
    const large = await get(`${base}/large`);
    expect(large.body.equals(largeBody)).toBe(true);
    const away = await get(`${base}/redirect-away`);
    expect([away.status, away.headers.location]).toEqual([
      302,
      'https://merchant.example/return?paymentjobref=1',
    ]);
  });
}

test('gateway side: a Location and links.*.url on the upstream origin point at the proxy, nothing else changes', async () => {
  const base = proxy.urls.gateway as string;
  const home = await get(`${base}/redirect-home`);
  expect([home.status, home.headers.location]).toEqual([302, `${base}/gateway/3ds/99?x=1`]);
  const links = await get(`${base}/links`);
  const want = linksBody(upstream.url)
    .replace(
      `"url":"${upstream.url}/api/gateway/payment-jobs/1234`,
      `"url":"${base}/api/gateway/payment-jobs/1234`,
    )
    .replace(`"url":"${upstream.url}/gateway/3ds/99"`, `"url":"${base}/gateway/3ds/99"`);
  expect(links.body.toString('utf8')).toBe(want);
  expect(links.headers['content-length']).toBe(String(Buffer.byteLength(want)));
  // The terminal side rewrites nothing.
  const t = await get(`${proxy.urls.terminal as string}/links`);
  expect(t.body.toString('utf8')).toBe(linksBody(upstream.url));
});

test('the judge sees each exchange once, in arrival order, bodies captured up to the limit', async () => {
  const base = proxy.urls.terminal as string;
  await Promise.all([get(`${base}/chunked`), get(`${base}/large`), get(`${base}/binary`)]);
  await get(`${base}/echo`, { method: 'PUT', body: 'hello' });
  await proxy.close(1_000);
  expect(judge.observed.map((x) => x.seq)).toEqual([1, 2, 3, 4]);
  const large = judge.observed.find((x) => x.request.target === '/large');
  expect(large?.response?.bodyBytes).toBe(largeBody.length);
  expect(large?.response?.body.length).toBe(64 * 1024);
  const put = judge.observed[3];
  expect(put?.request.body.toString()).toBe('hello');
  expect(put?.request.headers['content-length']).toBe('5');
  expect(put?.side).toBe('terminal');
});

test('an unreachable upstream: 502 with a one-line JSON error, recorded as an exchange without response', async () => {
  await upstream.stop();
  const r = await get(`${proxy.urls.gateway as string}/anything`);
  expect(r.status).toBe(502);
  const text = r.body.toString('utf8');
  expect(text).not.toContain('\n');
  expect((JSON.parse(text) as { error: string }).error).toMatch(/gateway upstream .* could not be reached/);
  await proxy.close(1_000);
  expect(judge.observed).toHaveLength(1);
  expect(judge.observed[0]?.response).toBeUndefined();
  expect(judge.observed[0]?.error).toMatch(/could not be reached/);
});

test('HEAD keeps its headers without a body; Expect: 100-continue is answered by the proxy and the body still arrives', async () => {
  const base = proxy.urls.terminal as string;
  const head = await get(`${base}/large`, { method: 'HEAD' });
  expect([head.status, head.headers['content-length'], head.body.length]).toEqual([
    200,
    String(largeBody.length),
    0,
  ]);
  // undici will not send Expect; node:http waits for the 100 before sending the body.
  const text = await new Promise<string>((resolve, reject) => {
    const req = httpRequest(`${base}/echo`, {
      method: 'POST',
      headers: { expect: '100-continue', 'content-type': 'text/plain', 'content-length': 14 },
    });
    req.on('continue', () => req.end('after continue'));
    req.on('response', (res) => {
      let out = '';
      res.on('data', (d: Buffer) => (out += d.toString()));
      res.on('end', () => resolve(out));
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('no answer in 5 s')));
  });
  const seen = JSON.parse(text) as { rawHeaders: string[]; body: string };
  expect(Buffer.from(seen.body, 'base64').toString()).toBe('after continue');
  expect(seen.rawHeaders.map((h) => h.toLowerCase())).not.toContain('expect');
});

test('a client that leaves in the middle of an answer still ends its exchange: the judge hears of it and of the next ones', async () => {
  // A capture limit above the answer's size: the gateway side holds it whole (to rewrite links), then sends it.
  const wide = await startRecordingProxy({
    gateway: { upstream: upstream.url },
    tap: judge.tap,
    captureLimitBytes: 8 * 1024 * 1024,
  });
  try {
    const { port } = new URL(wide.urls.gateway as string);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.once('data', () => {
        socket.pause(); // the head and a first part arrived; the rest is never read
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 200);
      });
      socket.on('connect', () => socket.write('GET /big-json HTTP/1.1\r\nHost: x\r\n\r\n'));
    });
    const after = await get(`${wide.urls.gateway as string}/chunked`);
    expect(after.status).toBe(201);
    for (let i = 0; i < 50 && wide.stats().inFlight > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(wide.stats()).toMatchObject({ inFlight: 0, waiting: 0 });
    expect(judge.observed.map((x) => x.request.target)).toEqual(['/big-json', '/chunked']);
    expect(judge.observed[0]?.response?.status).toBe(200);
  } finally {
    await wide.close(1_000);
  }
});
