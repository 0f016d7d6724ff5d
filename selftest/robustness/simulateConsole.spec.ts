/**
 * `paycert simulate` as a development tool (issue 19 item 9): the banner
 * names credentials the simulators accept, one line per request carries
 * method, path, status, milliseconds and the rule a refused request broke,
 * `--quiet` drops those lines, and a SIGTERM to `npm run simulate` (npm
 * hands it to a shell that does not pass it on) still stops the simulator.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Started {
  readonly child: ChildProcessWithoutNullStreams;
  readonly output: () => string;
  readonly terminal: string;
  readonly gateway: string;
  readonly exited: Promise<number | null>;
}

/** Starts `command args` in its own process group; resolves once the banner names both URLs. */
async function start(command: string, args: readonly string[]): Promise<Started> {
  const child = spawn(command, [...args], { cwd: root, detached: true, env: { ...process.env } });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const urls = await new Promise<{ terminal: string; gateway: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner in 30 s:\n${out}`)), 30_000);
    const look = (): void => {
      const t = /^terminal\s+(http:\/\/127\.0\.0\.1:\d+)\/api\/v2\//m.exec(out)?.[1];
      const g = /^gateway\s+(http:\/\/127\.0\.0\.1:\d+)\/api\/gateway\//m.exec(out)?.[1];
      if (t !== undefined && g !== undefined) {
        clearTimeout(timer);
        resolve({ terminal: t, gateway: g });
      }
    };
    child.stdout.on('data', look);
    void exited.then((code) => reject(new Error(`exited ${code} before its banner:\n${out}`)));
  });
  return { child, output: () => out, ...urls, exited };
}

function killGroup(s: Started): void {
  try {
    if (s.child.pid !== undefined) process.kill(-s.child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function listening(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/_sim/info`, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

const simulate = [
  '--import',
  'tsx',
  'bin/paycert.ts',
  'simulate',
  '--terminal-port',
  '0',
  '--gateway-port',
  '0',
];

test('the banner names the credentials; one line per request with status, time and the broken rule', async () => {
  test.setTimeout(60_000);
  const s = await start(process.execPath, simulate);
  try {
    const banner = s.output();
    const basic = /HTTP Basic (\S+) \/ (\S+)/.exec(banner);
    expect(basic, banner).not.toBeNull();
    const auth = `Basic ${Buffer.from(`${basic?.[1] ?? ''}:${basic?.[2] ?? ''}`).toString('base64')}`;
    expect(
      (await fetch(`${s.terminal}/api/v2/device.json`, { headers: { authorization: auth } })).status,
    ).toBe(200);
    const refused = await fetch(`${s.terminal}/api/v2/transactions/sale.json`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: '{"amount":"12.50"}',
    });
    expect(refused.status).toBe(400);
    const gatewayKey = /ConfigurationId (\S+), API key (\S+)/.exec(banner);
    expect(gatewayKey, banner).not.toBeNull();
    const unsigned = await fetch(`${s.gateway}/api/gateway/payment-jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ConfigurationId: gatewayKey?.[1] ?? '' },
      body: '{}',
    });
    expect(unsigned.status).toBe(401);
    await expect
      .poll(
        () =>
          s
            .output()
            .split('\n')
            .filter((l) => / \d+ ms/.test(l)).length,
      )
      .toBe(3);
    const lines = s.output().split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(/^terminal\s+GET \/api\/v2\/device\.json 200 \d+ ms$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^terminal\s+POST \/api\/v2\/transactions\/sale\.json 400 \d+ ms {2}amount: must be/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^gateway\s+POST \/api\/gateway\/payment-jobs 401 \d+ ms {2}header Hash is required/,
      ),
    );
  } finally {
    killGroup(s);
  }
});

test('--quiet: the banner, and no line per request', async () => {
  test.setTimeout(60_000);
  const s = await start(process.execPath, [...simulate, '--quiet']);
  try {
    expect((await fetch(`${s.terminal}/api/v2/device.json`)).status).toBe(401);
    // The request is answered before this point, so its line would already be written.
    await new Promise((r) => setTimeout(r, 300));
    expect(s.output()).not.toMatch(/ \d+ ms/);
  } finally {
    killGroup(s);
  }
});

test('SIGTERM to `npm run simulate` stops the simulators, not only npm', async () => {
  test.setTimeout(90_000);
  const s = await start('npm', [
    'run',
    '--silent',
    'simulate',
    '--',
    '--terminal-port',
    '0',
    '--gateway-port',
    '0',
  ]);
  try {
    expect(await listening(s.terminal)).toBe(true);
    process.kill(s.child.pid as number, 'SIGTERM');
    await s.exited;
    await expect
      .poll(async () => (await listening(s.terminal)) || (await listening(s.gateway)), { timeout: 10_000 })
      .toBe(false);
  } finally {
    killGroup(s);
  }
});
