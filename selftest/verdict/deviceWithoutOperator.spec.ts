/**
 * A device with no operator beside it (issue 11): every test that needs a
 * card is NOT RUN with the reason, so the verdict is INCOMPLETE (exit 3),
 * never PASS. The "device" is a simulator behind a proxy that hides its
 * control API, so the harness sees only the spec's API.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';
import { nestedEnv, runConformance } from './nestedConformance.js';

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
    // The card-outcome rows ("sale with <card>") need an operator on a device: enough to show the rule.
    const r = await runConformance(
      ['--project=terminal', '--grep', 'sale with'],
      nestedEnv({
        TERMINAL_URL: proxy.url,
        TERMINAL_USERNAME: 'paycert',
        TERMINAL_PASSWORD: password,
        PAYCERT_REPORTS_DIR: dir,
      }),
      180_000,
    );
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
