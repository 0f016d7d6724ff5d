/**
 * The simulators' control APIs are for tools, not for pages (issue 21,
 * item 4; simulators/kit/origin.ts). A real page in Chromium, served from
 * another 127.0.0.1 port, tries what a page can do without a preflight: a
 * no-cors fetch and a `text/plain` form post to `/_sim/`, straight at both
 * simulators and through the recording proxy. Nothing changes: no fault is
 * switched on, no queued outcome is reset away. A DNS-rebinding request
 * (the page's own name as Host and Origin, with the documented default
 * password) is refused too. Tools, which send neither Origin nor
 * Sec-Fetch-Site, still drive both simulators, directly and through the
 * proxy.
 */
import { createServer, type Server } from 'node:http';
import { chromium, expect, test } from '@playwright/test';
import { findChromium, launchOptionsOf } from '../../fixtures/browser.js';
import { request } from 'undici';
import { startRecordingProxy, type RunningRecordingProxy } from '../../proxy/recordingProxy.js';
import { startGatewaySimulator, type RunningGatewaySimulator } from '../../simulators/gateway/index.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { startTerminalSimulator, type RunningTerminalSimulator } from '../../simulators/terminal/index.js';
import { rawRequest } from '../robustness/rawHttp.js';

const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;

let terminal: RunningTerminalSimulator;
let gateway: RunningGatewaySimulator;
let proxy: RunningRecordingProxy;
let page: { server: Server; url: string };

/** The attacker's page: it fires at every target given in its query, then says it is done. */
const html = `<!doctype html><title>elsewhere</title><body><script>
const targets = new URLSearchParams(location.search).getAll('t');
(async () => {
  for (const t of targets) {
    for (const path of ['/_sim/config', '/_sim/outcomes', '/_sim/reset']) {
      const body = path === '/_sim/config' ? '{"faults":["hash-not-checked"]}' : '{"queue":[]}';
      await fetch(t + path, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }).catch(() => {});
      await fetch(t + path, { method: 'DELETE', mode: 'no-cors' }).catch(() => {});
    }
    await fetch(t + '/_sim/info', { mode: 'no-cors' }).catch(() => {});
    for (const path of ['/_sim/config', '/_sim/reset']) {
      const frame = document.createElement('iframe');
      frame.name = 'f' + Math.random().toString(36).slice(2);
      document.body.append(frame);
      const form = document.createElement('form');
      form.method = 'POST';
      form.enctype = 'text/plain';
      form.action = t + path;
      form.target = frame.name;
      const input = document.createElement('input');
      input.name = '{"faults":["hash-not-checked"],"x":"';
      input.value = '"}';
      form.append(input);
      document.body.append(form);
      const loaded = new Promise((r) => frame.addEventListener('load', r, { once: true }));
      form.submit();
      await Promise.race([loaded, new Promise((r) => setTimeout(r, 2000))]);
    }
  }
  document.title = 'done';
})();
</script>`;

test.beforeEach(async () => {
  terminal = await startTerminalSimulator({ port: 0, seed: 1, clockSpeed: 0 });
  gateway = await startGatewaySimulator({ port: 0 });
  proxy = await startRecordingProxy({
    terminal: { upstream: terminal.url },
    gateway: { upstream: gateway.url },
    tap: () => undefined,
  });
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  page = { server, url: `http://127.0.0.1:${typeof a === 'object' && a !== null ? a.port : 0}` };
});

test.afterEach(async () => {
  await proxy.close(1_000);
  await Promise.all([terminal.stop(), gateway.stop()]);
  await new Promise<void>((r) => {
    page.server.close(() => r());
    page.server.closeAllConnections();
  });
});

/** A tool's request (no Origin, no Sec-Fetch-Site): status and JSON body. */
async function tool(url: string, method = 'GET', body?: unknown) {
  const r = await request(url, {
    method: method as 'GET',
    headers: { authorization: basic, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.statusCode, body: (await r.body.json()) as Record<string, unknown> };
}

test('a page on another 127.0.0.1 port changes nothing on either simulator, directly or through the proxy', async () => {
  test.setTimeout(60_000);
  // The Chromium paycert's own browser journeys use (fixtures/browser.ts); none here, nothing to drive.
  const choice = findChromium();
  test.skip(choice === undefined, 'no Chromium on this machine');
  const launched = await chromium.launch(launchOptionsOf(choice!));
  const browser = await launched.newPage();
  try {
    // What a page would undo: a queued outcome on each simulator, set by a tool through the proxy.
    for (const [base, outcome] of [
      [proxy.urls.terminal, 'approved'],
      [proxy.urls.gateway, '3ds-passed'],
    ] as const) {
      const queued = await tool(`${base ?? ''}/_sim/outcomes`, 'POST', { queue: [outcome] });
      expect(queued.status, `${base ?? ''} a tool through the proxy`).toBe(200);
    }
    const targets = [terminal.url, gateway.url, proxy.urls.terminal ?? '', proxy.urls.gateway ?? ''];
    await browser.goto(`${page.url}/?${targets.map((t) => `t=${encodeURIComponent(t)}`).join('&')}`);
    await browser.waitForFunction(() => document.title === 'done', undefined, { timeout: 45_000 });

    for (const base of [gateway.url, terminal.url]) {
      const info = await tool(`${base}/_sim/info`);
      expect(info.status).toBe(200);
      expect(info.body.faults, base).toEqual([]);
    }
    expect((await tool(`${terminal.url}/_sim/outcomes`)).body.queue).toEqual(['approved']);
    expect((await tool(`${gateway.url}/_sim/outcomes`)).body.queue).toEqual(['3ds-passed']);
  } finally {
    await launched.close();
  }
});

test('DNS rebinding (a foreign name as Host) and a foreign port are refused, with or without credentials', async () => {
  for (const url of [terminal.url, gateway.url]) {
    const { port } = new URL(url);
    for (const head of [
      `Host: rebind.example:${port}\r\nOrigin: http://rebind.example:${port}`,
      `Host: rebind.example:${port}`,
      `Host: 127.0.0.1:1`,
      `Host: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:1`,
      `Host: 127.0.0.1:${port}\r\nOrigin: https://127.0.0.1:${port}`,
      `Host: 127.0.0.1:${port}\r\nSec-Fetch-Site: same-site`,
    ]) {
      const r = await rawRequest(
        url,
        `POST /_sim/config HTTP/1.1\r\n${head}\r\nAuthorization: ${basic}\r\nContent-Type: application/json\r\n` +
          `Content-Length: 31\r\nConnection: close\r\n\r\n{"faults":["hash-not-checked"]}`,
      );
      expect(r.status, `${url} ${head}`).toBe(403);
    }
    // Its own address, by any loopback name, with or without its own Origin: a tool or its own page.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const r = await rawRequest(
        url,
        `GET /_sim/info HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nAuthorization: ${basic}\r\nConnection: close\r\n\r\n`,
      );
      expect(r.status, `${url} ${host}`).toBe(200);
    }
  }
});
