/**
 * A whole conformance run against a hostile device (issue 13): it passes the
 * pre-flight (ping and device answer well), then echoes the Authorization
 * header back, pours huge and endless bodies, redirects elsewhere and stalls.
 * The run must end within its bound with verdict ERROR (the target stopped
 * answering), and no credential may reach the console or any report.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scanForSecrets, scanText } from '../../lib/reporting/evidence/scanForSecrets.js';
import { startHostileDevice, type HostileMode } from './hostileDevice.js';
import { paycertCommand } from '../commands.js';

/** Which misbehaviour meets which endpoint; ping and device answer well so the pre-flight lets the run start. */
function modeOf(method: string, path: string): HostileMode | 'ping' | 'device' {
  if (path === '/api/v2/ping.json') return 'ping';
  if (path === '/api/v2/device.json') return 'device';
  if (path === '/api/v2/settings.json') return 'echo';
  if (path === '/api/v2/screens/current.json') return 'huge';
  if (path === '/api/v2/transactions.json') return 'endless';
  if (method === 'POST' && path.startsWith('/api/v2/transactions/')) return 'redirect';
  return 'slow';
}

test('a hostile device: the run ends within its bound with verdict ERROR, and no credential reaches any output', async () => {
  test.setTimeout(240_000);
  const hostile = await startHostileDevice();
  const upstream = new URL(hostile.url);
  const front: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const mode = modeOf(req.method ?? 'GET', path);
    if (mode === 'ping' || mode === 'device') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          mode === 'ping'
            ? { success: true, ping: true }
            : { success: true, device: { manufacturer: 'Hostile', family: 'H', serial_number: 'H-1' } },
        ),
      );
      return;
    }
    const out = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: `/${mode}${req.url ?? '/'}`,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    res.on('close', () => out.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  const password = 'hostileCanaryPw7d3e91';
  const dir = mkdtempSync(join(tmpdir(), 'paycert-hostile-run-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
    for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
    const started = Date.now();
    // Asynchronous: the hostile servers run in this process and must keep answering meanwhile.
    const r = await new Promise<{ status: number | null; out: string }>((resolve) => {
      let out = '';
      const child = spawn(...paycertCommand('conformance', '--project=terminal'), {
        env: {
          ...env,
          TERMINAL_URL: url,
          TERMINAL_USERNAME: 'paycert',
          TERMINAL_PASSWORD: password,
          TERMINAL_REQUEST_TIMEOUT_MS: '1500',
          PAYCERT_READY_TIMEOUT_MS: '2000',
          PAYCERT_RUN_TIMEOUT_MS: '150000',
          PAYCERT_REPORTS_DIR: dir,
        },
      });
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 200_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, out });
      });
    });
    const seconds = (Date.now() - started) / 1000;
    expect(r.status, r.out.slice(-3000)).toBe(2);
    expect(seconds, 'the run ends within its bound').toBeLessThan(190);
    const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as {
      verdict: string;
      errors: string[];
    };
    expect(verdict.verdict).toBe('ERROR');
    // The error names the target and what it stopped doing; the rest of the run is NOT RUN, not failed.
    expect(verdict.errors.join('\n')).toMatch(/did not answer|too large|stopped answering/);
    expect(hostile.elsewhereHits(), 'a redirect is never followed').toBe(0);
    const basic = Buffer.from(`paycert:${password}`).toString('base64');
    const hits = [
      ...scanForSecrets(dir, { canaries: [password, basic] }),
      ...scanText(r.out, 'console', { canaries: [password, basic] }),
    ];
    expect(hits, `reports folder ${dir}`).toEqual([]);
  } finally {
    front.closeAllConnections();
    await new Promise<void>((resolve) => front.close(() => resolve()));
    await hostile.close();
  }
});
