/**
 * An https:// upstream, as the gateway's integration environment is: the
 * proxy program (`npm run proxy`) in front of a TLS server on 127.0.0.1
 * whose certificate the child trusts through NODE_EXTRA_CA_CERTS (the
 * certificate in tls/ is for this test only, valid for 127.0.0.1 until
 * 2126). Answers come back unchanged over plain HTTP on the proxy's side,
 * links and redirects on the upstream's https origin point at the proxy,
 * and an upstream whose certificate is not trusted gives 502 naming the TLS
 * failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { paycertCommand } from '../commands.js';

const tlsDir = fileURLToPath(new URL('./tls/', import.meta.url));
const certFile = join(tlsDir, 'test-only-127.0.0.1.crt');

async function startTlsUpstream(): Promise<{ server: Server; origin: string }> {
  let origin = '';
  const server = createServer(
    { key: readFileSync(join(tlsDir, 'test-only-127.0.0.1.key')), cert: readFileSync(certFile) },
    (req, res) => {
      req.resume();
      req.on('end', () => {
        if (req.url === '/redirect') {
          res.writeHead(302, { location: `${origin}/gateway/3ds/1` });
          res.end();
          return;
        }
        const text = JSON.stringify({
          host: req.headers.host,
          links: { action: { url: `${origin}/gateway/3ds/1` } },
        });
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        res.end(text);
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  origin = `https://127.0.0.1:${address.port}`;
  return { server, origin };
}

/** The proxy program with only a gateway side; resolves its URL once listening (bounded: 30 s). */
function startProxy(
  upstream: string,
  out: string,
  trust: boolean,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    ...paycertCommand(
      'proxy',
      '--no-terminal',
      '--gateway-upstream',
      upstream,
      '--gateway-port',
      '0',
      '--out',
      out,
    ),
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        GATEWAY_API_KEY: 'test-key',
        ...(trust ? { NODE_EXTRA_CA_CERTS: certFile } : {}),
      },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start in 90 s: ${stdout} ${stderr}`)), 90_000);
    child.stdout?.on('data', () => {
      const url = /gateway listening (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolve({ child, url });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${String(code)} before listening: ${stderr}`));
    });
  });
}

let upstream: { server: Server; origin: string };
let root: string;
const children: ChildProcess[] = [];

test.beforeEach(async () => {
  upstream = await startTlsUpstream();
  root = mkdtempSync(join(tmpdir(), 'paycert-proxy-tls-'));
});

test.afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  await new Promise<void>((resolve) => {
    upstream.server.close(() => resolve());
    upstream.server.closeAllConnections();
  });
  rmSync(root, { recursive: true, force: true });
});

test('an https upstream: answers relayed over TLS, its links and redirects pointed at the proxy', async () => {
  test.setTimeout(150_000);
  const { child, url } = await startProxy(upstream.origin, join(root, 'out'), true);
  children.push(child);
  const r = await request(`${url}/api/gateway/payment-jobs`, { method: 'POST', body: '{}' });
  expect(r.statusCode).toBe(201);
  const body = (await r.body.json()) as { host: string; links: { action: { url: string } } };
  // The upstream gets its own address as Host (docs/proxy.md), as TLS virtual hosting needs.
  expect(body.host).toBe(new URL(upstream.origin).host);
  expect(body.links.action.url).toBe(`${url}/gateway/3ds/1`);
  const away = await request(`${url}/redirect`);
  expect([away.statusCode, away.headers.location]).toEqual([302, `${url}/gateway/3ds/1`]);
  await away.body.dump();
});

test('an https upstream whose certificate is not trusted: 502 naming the TLS failure, never a plain-text fallback', async () => {
  test.setTimeout(150_000);
  const { child, url } = await startProxy(upstream.origin, join(root, 'out'), false);
  children.push(child);
  const r = await request(`${url}/api/gateway/payment-jobs`, { method: 'POST', body: '{}' });
  expect(r.statusCode).toBe(502);
  const text = await r.body.text();
  expect(text).toMatch(
    /gateway upstream https:\/\/127\.0\.0\.1:\d+ could not be reached \((?:SELF_SIGNED|DEPTH_ZERO|UNABLE_TO)/,
  );
});
