/**
 * The proxy program (`npm run proxy`) as an integrator's CI runs it (issue 14 item 1): started as a
 * child, traffic through both sides to the embedded simulators, then
 * SIGTERM by PID. The child writes the client report into --out beside the
 * recording, prints the verdict and the manifest's SHA-256, exits with the
 * verdict's exit code within its bound, and no secret reaches the folder.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { scanForSecrets } from '../../lib/reporting/evidence/scanForSecrets.js';
import { DEFAULT_PASSWORD, DEFAULT_USERNAME } from '../../simulators/terminal/credentials.js';
import { paycertCommand } from '../commands.js';

const apiKey = 'paycert-sim-key';

test('SIGTERM: the proxy stops, writes the client report into --out and exits with its verdict', async () => {
  test.setTimeout(60_000);
  const out = join(mkdtempSync(join(tmpdir(), 'paycert-proxy-cli-')), 'client');
  // npm's shell does not pass SIGTERM on to its script, so a CI job that signals by PID starts
  // the program itself, as node does here (docs/proxy.md).
  const child = spawn(
    ...paycertCommand('proxy', '--terminal-port', '0', '--gateway-port', '0', '--out', out),
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, GATEWAY_API_KEY: '', GATEWAY_URL: '' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const urls = await new Promise<{ terminal: string; gateway: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start in 30 s: ${stdout} ${stderr}`)), 30_000);
      const look = (): void => {
        const t = /terminal listening (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
        const g = /gateway listening (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
        if (t !== undefined && g !== undefined) {
          clearTimeout(timer);
          resolve({ terminal: t, gateway: g });
        }
      };
      child.stdout.on('data', look);
      void exited.then((code) => reject(new Error(`exited ${code} before listening: ${stderr}`)));
    });
    const basic = `Basic ${Buffer.from(`${DEFAULT_USERNAME}:${DEFAULT_PASSWORD}`).toString('base64')}`;
    const device = await request(`${urls.terminal}/api/v2/device.json`, {
      headers: { authorization: basic },
    });
    expect(device.statusCode).toBe(200);
    await device.body.dump();
    const body = JSON.stringify({
      cardNumber: '4000000000000002',
      cardExpiryMonth: '12',
      cardExpiryYear: '35',
      cardCvc: '123',
    });
    const token = await request(`${urls.gateway}/api/gateway/card-tokenisation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        configurationid: 'paycert-sim',
        hash: computeHash(apiKey, body),
      },
      body,
    });
    expect(token.statusCode).toBe(200);
    await token.body.dump();

    expect(child.pid).toBeDefined();
    process.kill(child.pid as number, 'SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'late'>((r) => setTimeout(() => r('late'), 20_000)),
    ]);
    expect(code, stderr).not.toBe('late');

    const verdict = JSON.parse(readFileSync(join(out, 'verdict.json'), 'utf8')) as { verdict: string };
    const exitCodes: Record<string, number> = { PASS: 0, FAIL: 1, ERROR: 2, INCOMPLETE: 3 };
    expect(code).toBe(exitCodes[verdict.verdict]);
    expect(stdout).toContain(`client verdict: ${verdict.verdict}`);
    const digest = createHash('sha256')
      .update(readFileSync(join(out, 'manifest.json')))
      .digest('hex');
    expect(stdout).toContain(`manifest SHA-256: ${digest}`);
    const lines = readFileSync(join(out, 'exchanges.ndjson'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(existsSync(join(out, 'recording.json'))).toBe(true);
    // The manifest seals the recording with the report.
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(manifest.files)).toEqual(
      expect.arrayContaining(['exchanges.ndjson', 'recording.json', 'verdict.json']),
    );
    const hits = scanForSecrets(out, { canaries: [DEFAULT_PASSWORD, apiKey, computeHash(apiKey, body)] });
    expect(hits).toEqual([]);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    rmSync(join(out, '..'), { recursive: true, force: true });
  }
});
