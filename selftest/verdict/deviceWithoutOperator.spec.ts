/**
 * A device with no operator beside it (issue 11): every test that needs a
 * card is NOT RUN with the reason, so the verdict is INCOMPLETE (exit 3),
 * never PASS. The "device" is a simulator behind a proxy that hides its
 * control API, so the harness sees only the spec's API.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';

interface VerdictJson {
  verdict: string;
  mustFailureIds: string[];
  notEvaluated: { id: string; reason?: string }[];
}

test('a device without an operator: card tests NOT RUN with the reason, verdict INCOMPLETE (exit 3)', async () => {
  test.setTimeout(200_000);
  const password = randomBytes(8).toString('hex');
  const sim = await startTerminalSimulator({ port: 0, password, autoPresent: false, seed: 5 });
  const proxy = await startDeviceProxy(sim.url);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-no-operator-'));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
    for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
    // The card-outcome rows ("sale with <card>") need an operator on a device: enough to show the rule.
    // Asynchronous: the simulator runs in this process and must keep answering meanwhile.
    const r = await new Promise<{ status: number | null; out: string }>((resolve) => {
      let out = '';
      const child = spawn(
        'npx',
        ['tsx', 'bin/paycert.ts', 'conformance', '--project=terminal', '--grep', 'sale with'],
        {
          env: {
            ...env,
            TERMINAL_URL: proxy.url,
            TERMINAL_USERNAME: 'paycert',
            TERMINAL_PASSWORD: password,
            PAYCERT_REPORTS_DIR: dir,
          },
        },
      );
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
      child.on('close', (status) => {
        clearTimeout(timer);
        resolve({ status, out });
      });
    });
    expect(r.status, r.out.slice(-3000)).toBe(3);
    const v = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as VerdictJson;
    expect(v.verdict).toBe('INCOMPLETE');
    expect(v.mustFailureIds).toEqual([]);
    expect(v.notEvaluated.length).toBeGreaterThan(0);
    expect(v.notEvaluated.map((n) => n.reason ?? '').join('\n')).toMatch(/operator/i);
    expect(r.out).not.toContain(password);
  } finally {
    await proxy.stop();
    await sim.stop();
  }
});
